import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, type Path, useForm } from 'react-hook-form';
import { HOME_SECTIONS, NEWS_TYPES } from '../../../../shared/constants';
import { MODERATION_MODES } from '../../../../shared/schemas/comments';
import { type Settings, type SettingsInput, settingsSchema } from '../../../../shared/schemas/settings';
import { ApiError } from '../../../shared/api-client';
import type { Category } from '../../../shared/api-entities';
import { api } from '../../api';
import { NEWS_TYPE_LABELS } from '../../news-types';
import { popupError, popupLoading, popupSuccess } from '../../popups';
import { Button, InputField, Panel, SelectField } from '../ui';
import { CategoryOrderField } from './CategoryOrderField';
import { PageTextsField } from './PageTextsField';
import { SettingsTextField } from './SettingsTextField';
import { SETTINGS_QUERY_KEY } from './settings-query';
import { WordListField } from './WordListField';

const SOCIAL: readonly [keyof Settings['social'], string][] = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter / X'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
];

/** The two tabbed boxes of the subcategory page (docs/product.md, Listing pages) and their two tabs each. */
const TABBED_BOXES: readonly [keyof Settings['tabbedBoxes'], string][] = [
  ['fresh', 'ताज़ा ख़बरें'],
  ['special', 'special interview'],
];

/** The moderation modes in the newsroom's words (docs/product.md, Comments). */
const MODERATION_MODE_TEXT: Record<(typeof MODERATION_MODES)[number], string> = {
  off: 'Off: comments show at once unless a check holds them',
  newReaders: "New readers: held until two of a reader's comments are approved",
  all: 'All: every comment waits for a moderator',
};

type WordListName = 'comments.bannedWords' | 'comments.suspectWords' | 'readerAccounts.blockedEmailDomains';

/** The settings edited one entry a line: the comment checks' two word lists, and the blocked email domains. */
const WORD_LISTS: Record<WordListName, { id: string; label: string; help: string }> = {
  'comments.bannedWords': {
    id: 'settings-comments-bannedWords',
    label: 'Banned words',
    help: 'One word or phrase a line. A comment containing one is refused, naming it.',
  },
  'comments.suspectWords': {
    id: 'settings-comments-suspectWords',
    label: 'Suspect words',
    help: 'One word or phrase a line. A comment containing one waits for a moderator.',
  },
  'readerAccounts.blockedEmailDomains': {
    id: 'settings-reader-blocked-domains',
    label: 'More blocked email domains',
    help: 'One domain a line, such as example.com; its subdomains are refused too.',
  },
};

/** docs/product.md, Settings: everything of PUT /settings on one screen, checked by the server's own schema. */
export function SettingsForm({ settings, categories }: { settings: Settings; categories: Category[] }) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsInput, unknown, Settings>({
    resolver: zodResolver(settingsSchema),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { errors, isDirty } = form.formState;
  const wordList = (name: WordListName) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <WordListField
          {...WORD_LISTS[name]}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error}
        />
      )}
    />
  );

  const save = useMutation({
    mutationFn: (values: Settings) => api.PUT('/api/v1/settings', { body: values }),
    onMutate: () => popupLoading(),
    onSuccess: (answer) => {
      queryClient.setQueryData([SETTINGS_QUERY_KEY], answer);
      form.reset(answer.settings);
      void popupSuccess(answer.message ?? 'Settings saved');
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          form.setError(field as Path<SettingsInput>, { message });
        }
      }
      void popupError(error.message);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Panel title="Site">
        <div className="grid gap-4 lg:grid-cols-2">
          <SettingsTextField
            id="settings-site-name"
            label="Site name"
            type="text"
            required
            registration={form.register('siteName')}
            error={errors.siteName}
          />
          <SelectField
            id="settings-site-language"
            label="Site language"
            help="Home, listings, search, sign-in and the site's pages speak it; an article speaks its own."
            registration={form.register('siteLanguage')}
            error={errors.siteLanguage?.message}
          >
            <option value="hi">हिन्दी</option>
            <option value="en">English</option>
          </SelectField>
          <SettingsTextField
            id="settings-chat-url"
            label="Chat link"
            help="The floating chat button opens it; empty hides the button."
            registration={form.register('chatUrl')}
            error={errors.chatUrl}
          />
          <SettingsTextField
            id="settings-cricket-url"
            label="Cricket score embed URL"
            help="Shown in the 'Cricket Score' box; empty uses the default."
            registration={form.register('cricketWidgetUrl')}
            error={errors.cricketWidgetUrl}
          />
        </div>
        <h3 className="mt-6 mb-3 font-semibold">Social links</h3>
        <div className="grid gap-4 lg:grid-cols-2">
          {SOCIAL.map(([network, label]) => (
            <SettingsTextField
              key={network}
              id={`settings-social-${network}`}
              label={label}
              registration={form.register(`social.${network}`)}
              error={errors.social?.[network]}
            />
          ))}
        </div>
      </Panel>

      <Panel title="Home page">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Controller
            control={form.control}
            name="homeSectionCategoryIds"
            render={({ field, fieldState }) => (
              <CategoryOrderField
                id="settings-home-sections"
                label="Home sections"
                help={`The home page shows these categories' newest articles, in this order (at most ${HOME_SECTIONS}).`}
                value={field.value}
                onChange={field.onChange}
                categories={categories}
                max={HOME_SECTIONS}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="flex flex-col gap-6">
            <SelectField
              id="settings-religion"
              label="धर्म-ज्योतिष block"
              help="The category whose newest articles fill the religion block; none hides it."
              error={errors.religionCategoryId?.message}
              registration={form.register('religionCategoryId')}
            >
              <option value="">None (hide the block)</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
            {TABBED_BOXES.map(([box, boxLabel]) => (
              <fieldset key={box} className="grid grid-cols-2 gap-3">
                <legend className="mb-1 text-[14px] font-semibold">Tabbed box '{boxLabel}'</legend>
                {[0, 1].map((tab) => (
                  <SelectField
                    key={tab}
                    id={`settings-${box}-${tab}`}
                    label={`Tab ${tab + 1} type`}
                    registration={form.register(`tabbedBoxes.${box}.${tab as 0 | 1}`)}
                  >
                    {NEWS_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {NEWS_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </fieldset>
            ))}
          </div>
        </div>
      </Panel>

      <Panel title="Comments">
        <div className="grid gap-4 lg:grid-cols-2">
          <SelectField
            id="settings-comments-moderation"
            label="Moderation"
            error={errors.comments?.moderation?.message}
            registration={form.register('comments.moderation')}
          >
            {MODERATION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODERATION_MODE_TEXT[mode]}
              </option>
            ))}
          </SelectField>
          <InputField
            id="settings-comments-close"
            label="Close comments after (days)"
            help="Days after an article's publish time; 0 keeps comments open."
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.comments?.closeAfterDays?.message}
            registration={form.register('comments.closeAfterDays', { valueAsNumber: true })}
          />
          {wordList('comments.bannedWords')}
          {wordList('comments.suspectWords')}
        </div>
      </Panel>

      <Panel title="Reader accounts">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <label className="flex items-start gap-2 text-[15px]">
            <input
              type="checkbox"
              {...form.register('readerAccounts.blockDisposableDomains')}
              className="mt-1 size-4 accent-brand"
            />
            <span>
              Refuse disposable-mail addresses
              <span className="block text-[13px] text-muted">
                The shipped list of throwaway-mail providers, kept up to date with each release.
              </span>
            </span>
          </label>
          {wordList('readerAccounts.blockedEmailDomains')}
        </div>
      </Panel>

      <Panel title="Page texts">
        <PageTextsField control={form.control} />
      </Panel>

      <div className="sticky bottom-0 z-20 -mx-3 flex items-center justify-end gap-3 border-t border-hairline bg-white/95 px-3 py-3 sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
        {isDirty && <p className="text-[14px] text-muted">Unsaved changes</p>}
        <Button variant="secondary" disabled={!isDirty || save.isPending} onClick={() => form.reset(settings)}>
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
