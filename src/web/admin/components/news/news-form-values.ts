import { TZDate } from '@date-fns/tz';
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

const two = (value: number) => String(value).padStart(2, '0');

/**
 * `datetime-local` text for an ISO time on the site's clock, not the browser's (decision 272): an
 * editor abroad or on a phone set to another zone schedules for the site's readers' time.
 */
export function toZoneInput(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const clock = new TZDate(time, timeZone);
  const date = `${clock.getFullYear()}-${two(clock.getMonth() + 1)}-${two(clock.getDate())}`;
  const seconds = clock.getSeconds() === 0 ? '' : `:${two(clock.getSeconds())}`;
  return `${date}T${two(clock.getHours())}:${two(clock.getMinutes())}${seconds}`;
}

/** The instant a `datetime-local` text names on the site's clock; undefined when empty or not a time. */
export function fromZoneInput(value: string, timeZone: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
  if (!parts) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const time = new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The zone as the form names it: 'Asia/Kolkata (IST)'. */
export function zoneLabel(timeZone: string, at = Date.now()): string {
  const short = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}

/** The form filled from a loaded article (edit mode), its publish time on the site's clock. */
export function formValuesOf(news: News, timeZone: string): NewsFormValues {
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
    publish: toZoneInput(news.publish, timeZone),
    translation: news.translation ?? null,
  };
}

/** The body of POST /news/create, and of PUT /news/update with the article's id and version (sent as a form: docs/product.md, API conventions). */
export function newsBody(values: NewsFormOutput, timeZone: string): ApiBody<'post', '/api/v1/news/create'> {
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
    publish: fromZoneInput(values.publish, timeZone),
  };
}
