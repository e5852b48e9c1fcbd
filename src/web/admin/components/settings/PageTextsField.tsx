import * as Tabs from '@radix-ui/react-tabs';
import { type Control, Controller } from 'react-hook-form';
import type { Settings, SettingsInput } from '../../../../shared/schemas/settings';
import { RichTextEditor } from '../editor/RichTextEditor';

/** The four footer pages, in the footer's words (decision 089). */
const PAGES: readonly [keyof Settings['pages'], string][] = [
  ['about', 'About'],
  ['contact', 'Contact'],
  ['privacyPolicy', 'Privacy Policy'],
  ['disclaimer', 'Disclaimer'],
];

/** The texts of the About, Contact, Privacy Policy and Disclaimer pages, one rich-text editor per tab. */
export function PageTextsField({ control }: { control: Control<SettingsInput, unknown, Settings> }) {
  return (
    <Tabs.Root defaultValue="about">
      <Tabs.List aria-label="Page texts" className="mb-3 flex flex-wrap gap-1 border-b border-hairline">
        {PAGES.map(([page, label]) => (
          <Tabs.Trigger
            key={page}
            value={page}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-[15px] font-semibold text-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PAGES.map(([page, label]) => (
        <Tabs.Content key={page} value={page} className="focus-visible:outline-none">
          <Controller
            control={control}
            name={`pages.${page}`}
            render={({ field, fieldState }) => (
              <>
                <RichTextEditor
                  id={`settings-page-${page}`}
                  label={`${label} page text`}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  invalid={Boolean(fieldState.error)}
                  describedBy={fieldState.error ? `settings-page-${page}-error` : undefined}
                />
                {fieldState.error && (
                  <p id={`settings-page-${page}-error`} role="alert" className="text-[13px] text-brand">
                    {fieldState.error.message}
                  </p>
                )}
              </>
            )}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
