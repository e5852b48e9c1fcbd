import type { NewsFormOutput, NewsFormValues } from '../../../../shared/schemas/news-form';
import type { ApiBody } from '../../../shared/api-client';
import type { News } from '../../../shared/api-entities';

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
  commentsEnabled: true,
  live: false,
  tag: [],
  slug: '',
  images: [],
  publish: '',
  translation: null,
};

/** The Custom URL suggested from a title: Hindi as newsrooms write it in addresses (decision 273). */
export { suggestSlug } from '../../../../shared/slugs';

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
    commentsEnabled: news.commentsEnabled,
    live: news.live,
    tag: news.tag,
    slug: news.slug,
    images: news.images,
    publish: toLocalInput(news.publish),
    translation: news.translation ?? null,
  };
}

/** The body of POST /news/create, and of PUT /news/update with the article's id and version (sent as a form: docs/product.md, API conventions). */
export function newsBody(values: NewsFormOutput): ApiBody<'post', '/api/v1/news/create'> {
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    language: values.language,
    type: values.type,
    category: values.category,
    subcategory: values.subcategory,
    location: values.location,
    youtubeurl: values.youtubeurl,
    notificationSend: values.notificationSend,
    commentsEnabled: values.commentsEnabled,
    live: values.live,
    tag: values.tag,
    slug: values.slug,
    images: values.images,
    publish: fromLocalInput(values.publish),
  };
}
