import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DESCRIPTION_MAX_WORDS, LANGUAGES, NEWS_TYPES } from '../../../../shared/constants';
import { type NewsFormOutput, type NewsFormValues, newsFormSchema } from '../../../../shared/schemas/news-form';
import { ApiError, formBody } from '../../../shared/api-client';
import type { News } from '../../../shared/api-entities';
import { useCan } from '../../admin-context';
import { api } from '../../api';
import { NEWS_TYPE_LABELS } from '../../news-types';
import { popupError, popupLoading, popupSuccess } from '../../popups';
import { RichTextEditor } from '../editor/RichTextEditor';
import { Button, Field, InputField, Panel, SelectField } from '../ui';
import { DraftOffer } from './DraftOffer';
import { ImageUploader } from './ImageUploader';
import { draftKey, sameValues, useNewsDraft } from './news-draft';
import { EMPTY_NEWS_FORM, formValuesOf, newsBody, suggestSlug } from './news-form-values';
import { PublishField } from './PublishField';
import { PushReport } from './PushReport';
import { savedText } from './saved-text';
import { TagInput } from './TagInput';
import { TranslationField, translationChange } from './TranslationField';
import { useSlugProblem } from './use-slug-check';
import { ViewOnSite } from './ViewOnSite';

const resolver = zodResolver(newsFormSchema) as unknown as Resolver<NewsFormValues, unknown, NewsFormOutput>;

/** Runs `handler` when focus leaves `event.currentTarget` altogether (a composite field's blur). */
function onLeave(handler: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) handler();
  };
}

/**
 * docs/product.md, News form: every field with the shared rules and messages, the draft kept in
 * this browser, Ctrl/Cmd+S, and in edit mode the version the edit started from (docs/decisions/102).
 * Times are on the site's clock (`timeZone`); a new story saved opens as the story being edited
 * (decision 272), `savedAt` telling that form when it was saved.
 */
export function NewsForm({ article, timeZone, savedAt = 0 }: { article?: News; timeZone: string; savedAt?: number }) {
  const editing = article !== undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canEdit = useCan('canEdit');
  const baseline = useRef(article ? formValuesOf(article, timeZone) : EMPTY_NEWS_FORM);
  const draft = useNewsDraft(draftKey(article?._id), baseline.current);
  const [version, setVersion] = useState(article?.version);
  const [editedElsewhere, setEditedElsewhere] = useState(false);
  const slugEdited = useRef(editing);
  // The article last saved here (or loaded), whose push report shows; `at` is when it was saved.
  const [saved, setSaved] = useState(article ? { news: article, at: savedAt } : null);

  const form = useForm<NewsFormValues, unknown, NewsFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: baseline.current,
  });
  const { register, control, formState, setValue, getValues } = form;
  const errors = formState.errors;

  const offered = draft.offered;

  /** Puts a kept draft's values in the form, the article as loaded staying what 'unchanged' means. */
  const fill = useCallback(
    (values: NewsFormValues) => {
      slugEdited.current = editing || values.slug !== suggestSlug(values.title);
      // A draft kept before a field existed takes that field from the article as loaded.
      form.reset({ ...baseline.current, ...values }, { keepDefaultValues: true });
    },
    [editing, form],
  );

  // What was typed while the older draft was on offer is back in the form, the offer still open (decision 126).
  const typedSince = useRef(draft.typedSince);
  useEffect(() => {
    if (typedSince.current) fill(typedSince.current.values);
    typedSince.current = null;
  }, [fill]);

  // Every change is kept at once; while an older draft is on offer, in a slot of its own (decision 126).
  useEffect(() => {
    const subscription = form.watch((values) => {
      const current = values as NewsFormValues;
      if (sameValues(current, baseline.current)) draft.clear();
      else draft.keep(current);
    });
    return () => subscription.unsubscribe();
  }, [form, draft.keep, draft.clear]);

  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: () => api.GET('/api/v1/category/all'),
  });
  const title = useWatch({ control, name: 'title' });
  const categoryId = useWatch({ control, name: 'category' });
  const slug = useWatch({ control, name: 'slug' });
  const subCategories = useMemo(
    () => categories.data?.categories.find((category) => category._id === categoryId)?.subCategories ?? [],
    [categories.data, categoryId],
  );
  const slugProblem = useSlugProblem(slug, article?._id);

  useEffect(() => {
    if (!slugEdited.current) setValue('slug', suggestSlug(title), { shouldValidate: formState.touchedFields.slug });
  }, [title, setValue, formState.touchedFields.slug]);

  // A select shows a value only once its option exists: the stored choices are shown again when the categories arrive.
  useEffect(() => {
    if (!categories.data) return;
    setValue('category', getValues('category'));
    setValue('subcategory', getValues('subcategory'));
  }, [categories.data, getValues, setValue]);

  useEffect(() => {
    const chosen = getValues('subcategory');
    if (chosen && categories.data && !subCategories.some((sub) => sub._id === chosen)) setValue('subcategory', '');
  }, [subCategories, categories.data, getValues, setValue]);

  const restoreDraft = () => {
    if (!offered) return;
    draft.restore();
    fill(offered.values);
  };

  const save = form.handleSubmit(async (values) => {
    if (slugProblem) {
      form.setError('slug', { message: slugProblem }, { shouldFocus: true });
      return;
    }
    popupLoading(editing ? 'Updating the news…' : 'Adding the news…');
    try {
      const body = {
        ...newsBody(values, timeZone),
        ...translationChange(values.translation, baseline.current.translation),
      };
      const answer = article
        ? await api.PUT('/api/v1/news/update', {
            body: { ...body, id: article._id, version },
            bodySerializer: formBody,
          })
        : await api.POST('/api/v1/news/create', { body, bodySerializer: formBody });
      draft.clear();
      setEditedElsewhere(false);
      const at = Date.now();
      void queryClient.invalidateQueries({ queryKey: ['news'] });
      const done = popupSuccess(
        editing ? 'News Details Updated Successfully' : 'News Details Added Successfully',
        savedText(answer.news, timeZone),
      );
      if (!editing && canEdit) {
        // The story stays in front of its editor: its edit form, 'View on site', the live composer (decision 272).
        navigate(`/addnews/${encodeURIComponent(answer.news.slug)}`, { replace: true, state: { savedAt: at } });
        return;
      }
      setSaved({ news: answer.news, at });
      if (editing) {
        setVersion(answer.news.version);
        baseline.current = formValuesOf(answer.news, timeZone);
      } else {
        slugEdited.current = false;
      }
      form.reset(baseline.current);
      await done;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, message] of Object.entries(error.errors)) {
        if (field in EMPTY_NEWS_FORM) form.setError(field as keyof NewsFormValues, { message });
      }
      if (error.status === 409 && error.errors.version) setEditedElsewhere(true);
      await popupError(error.message || (editing ? 'Could Not Update News Details' : 'Could Not Add News Details'));
    }
  });

  const saveNow = useCallback(() => {
    if (!formState.isSubmitting) void save();
  }, [save, formState.isSubmitting]);
  useEffect(() => {
    const saveOnShortcut = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveNow();
      }
    };
    window.addEventListener('keydown', saveOnShortcut);
    return () => window.removeEventListener('keydown', saveOnShortcut);
  }, [saveNow]);

  const slugError = errors.slug?.message ?? slugProblem;

  return (
    <>
      {offered && (
        <DraftOffer draft={offered} typedSince={formState.isDirty} onRestore={restoreDraft} onDiscard={draft.discard} />
      )}
      {editedElsewhere && (
        <p role="alert" className="mb-6 rounded-lg border border-brand bg-red-50 p-4 text-[15px]">
          Someone else saved this article while you were editing. Everything you typed is still in this form and kept as
          a draft in this browser: open the article again to see their version, then restore your draft if you want to
          keep yours.
        </p>
      )}
      {!editing && saved && (
        <p role="status" className="mb-6 rounded-lg border border-green-700 bg-green-50 p-4 text-[15px]">
          Saved “{saved.news.title}”. <ViewOnSite news={saved.news} />
        </p>
      )}
      {saved && <PushReport article={saved.news} savedAt={saved.at} />}
      <form noValidate onSubmit={save} aria-label={editing ? 'Edit News' : 'Add News'}>
        <Panel>
          <div className="grid grid-cols-1 gap-5">
            <InputField
              id="news-title"
              label="Title"
              required
              error={errors.title?.message}
              registration={register('title')}
            />
            <InputField
              id="news-subtitle"
              label="Subtitle"
              error={errors.subtitle?.message}
              registration={register('subtitle')}
            />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the composite field marks it touched; no action of its own
                <div onBlur={onLeave(field.onBlur)}>
                  <RichTextEditor
                    id="news-description"
                    label="Description"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    maxWords={DESCRIPTION_MAX_WORDS}
                    invalid={Boolean(fieldState.error)}
                    describedBy={fieldState.error ? 'news-description-error' : undefined}
                  />
                  {fieldState.error && (
                    <p id="news-description-error" role="alert" className="text-[13px] text-brand">
                      {fieldState.error.message}
                    </p>
                  )}
                </div>
              )}
            />
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <SelectField
                id="news-language"
                label="Language"
                required
                error={errors.language?.message}
                registration={register('language')}
              >
                <option value="">Select language</option>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="news-type"
                label="Type"
                required
                error={errors.type?.message}
                registration={register('type')}
              >
                <option value="">Select type</option>
                {NEWS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {NEWS_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="news-category"
                label="Category"
                required
                error={errors.category?.message}
                registration={register('category')}
              >
                <option value="">{categories.isPending ? 'Loading categories…' : 'Select category'}</option>
                {categories.data?.categories.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="news-subcategory"
                label="Sub Category"
                error={errors.subcategory?.message}
                help={categoryId && subCategories.length === 0 ? 'This category has no sub categories.' : undefined}
                registration={register('subcategory')}
                disabled={!categoryId || subCategories.length === 0}
              >
                <option value="">{categoryId ? 'No sub category' : 'Choose a category first'}</option>
                {subCategories.map((subcategory) => (
                  <option key={subcategory._id} value={subcategory._id}>
                    {subcategory.name}
                  </option>
                ))}
              </SelectField>
              <InputField
                id="news-location"
                label="Location"
                required
                error={errors.location?.message}
                registration={register('location')}
              />
              <InputField
                id="news-youtube"
                label="YouTube URL"
                error={errors.youtubeurl?.message}
                registration={register('youtubeurl')}
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=…"
              />
            </div>
            <Controller
              control={control}
              name="tag"
              render={({ field, fieldState }) => (
                <Field id="news-tag" label="Tags" required error={fieldState.error?.message}>
                  {(describedBy) => (
                    <TagInput
                      id="news-tag"
                      tags={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={Boolean(fieldState.error)}
                      describedBy={describedBy}
                    />
                  )}
                </Field>
              )}
            />
            <TranslationField control={control} articleId={article?._id} />
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <InputField
                id="news-slug"
                label="Custom URL"
                required
                error={slugError}
                help="Letters, numbers, hyphens and underscores. Suggested from the title; you can change it."
                registration={register('slug', {
                  onChange: (event) => {
                    slugEdited.current = event.target.value !== '';
                  },
                })}
              />
              <PublishField register={register} control={control} error={errors.publish?.message} timeZone={timeZone} />
            </div>
            <Controller
              control={control}
              name="images"
              render={({ field, fieldState }) => (
                // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the composite field marks it touched; no action of its own
                <div onBlur={onLeave(field.onBlur)}>
                  <Field id="news-images" label="Images" required error={fieldState.error?.message}>
                    {(describedBy) => (
                      <ImageUploader
                        id="news-images"
                        images={field.value}
                        onChange={field.onChange}
                        onUploaded={(stored) =>
                          setValue('images', [...getValues('images'), ...stored], {
                            shouldDirty: true,
                            shouldValidate: true,
                          })
                        }
                        invalid={Boolean(fieldState.error)}
                        describedBy={describedBy}
                      />
                    )}
                  </Field>
                </div>
              )}
            />
            <label className="flex items-center gap-2 text-[15px]">
              <input type="checkbox" {...register('notificationSend')} className="size-4 accent-brand" />
              Send notification
            </label>
            <label className="flex items-center gap-2 text-[15px]">
              <input type="checkbox" {...register('commentsEnabled')} className="size-4 accent-brand" />
              Comments on
            </label>
            <label className="flex items-center gap-2 text-[15px]">
              <input type="checkbox" {...register('live')} className="size-4 accent-brand" />
              Live
              <span className="text-[13px] text-muted">
                (a live blog: post short updates beside the form once saved)
              </span>
            </label>
          </div>
        </Panel>
        <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center justify-end gap-3 bg-[#f8f8f9]/95 px-2 py-3">
          <p className="mr-auto text-[13px] text-muted">
            {formState.isDirty ? 'Draft kept in this browser until you save.' : ''}{' '}
            {/* A touch screen has no keyboard to press it on. */}
            <span data-testid="save-shortcut" className="pointer-coarse:hidden">
              <kbd className="rounded border border-neutral-300 px-1">Ctrl</kbd>+
              <kbd className="rounded border border-neutral-300 px-1">S</kbd> saves.
            </span>
          </p>
          <Button type="submit" disabled={formState.isSubmitting}>
            {editing ? 'Update News' : 'Add News'}
          </Button>
        </div>
      </form>
    </>
  );
}
