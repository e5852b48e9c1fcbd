import { slugify } from 'transliteration';
import type { News } from '../../../../shared/schemas/news';
import type { NewsFormOutput, NewsFormValues } from '../../../../shared/schemas/news-form';

export const EMPTY_NEWS_FORM: NewsFormValues = {
  title: '',
  subtitle: '',
  description: '',
  language: '',
  type: '',
  category: '',
  subcategory: '',
  location: '',
  youtubeurl: '',
  notificationSend: false,
  tag: [],
  slug: '',
  images: [],
  publish: '',
};

const SLUG_MAX_LENGTH = 80;

/**
 * A readable Latin slug for a title in any script (a Hindi title is transliterated), within the
 * Custom URL rule (docs/product.md, News form), using letters, digits and hyphens only.
 */
export function suggestSlug(title: string): string {
  return slugify(title, { lowercase: true, separator: '-' })
    .replace(/[^a-z0-9_-]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** `datetime-local` text (the browser's time zone) for an ISO time, and back. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | undefined {
  if (value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The form filled from a loaded article (edit mode). */
export function formValuesOf(news: News): NewsFormValues {
  return {
    title: news.title,
    subtitle: news.subtitle,
    description: news.description,
    language: news.language,
    type: news.type as NewsFormValues['type'],
    category: news.category?._id ?? '',
    subcategory: news.subcategory?._id ?? '',
    location: news.location,
    youtubeurl: news.youtubeurl,
    notificationSend: news.notificationSend,
    tag: news.tag,
    slug: news.slug,
    images: news.images,
    publish: toLocalInput(news.publish),
  };
}

/** The multipart body of POST /news/create and PUT /news/update (tag and images as JSON strings: docs/product.md, API conventions). */
export function newsFormData(values: NewsFormOutput, edit?: { id: string; version: number }): FormData {
  const form = new FormData();
  form.set('title', values.title);
  form.set('subtitle', values.subtitle);
  form.set('description', values.description);
  form.set('language', values.language);
  form.set('type', values.type);
  form.set('category', values.category);
  form.set('subcategory', values.subcategory);
  form.set('location', values.location);
  form.set('youtubeurl', values.youtubeurl);
  form.set('notificationSend', String(values.notificationSend));
  form.set('tag', JSON.stringify(values.tag));
  form.set('slug', values.slug);
  form.set('images', JSON.stringify(values.images));
  const publish = fromLocalInput(values.publish);
  if (publish) form.set('publish', publish);
  if (edit) {
    form.set('id', edit.id);
    form.set('version', String(edit.version));
  }
  return form;
}
