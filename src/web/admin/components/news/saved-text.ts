import { formatArticleDate } from '../../../../shared/dates';
import type { News } from '../../../shared/api-entities';

/**
 * The success popup's line under its title ('News Details Added Successfully', decision 272): what became of the story, by its
 * title, so 'OK' is never all an editor reads.
 */
export function savedText(
  news: Pick<News, 'title' | 'active' | 'publish'>,
  timeZone: string,
  now = Date.now(),
): string {
  if (!news.active) return `Saved: “${news.title}”. It is inactive, so readers do not see it.`;
  if (Date.parse(news.publish) > now)
    return `Scheduled: “${news.title}” appears on the site on ${formatArticleDate(news.publish, timeZone)}.`;
  return `Published: “${news.title}” is on the site.`;
}
