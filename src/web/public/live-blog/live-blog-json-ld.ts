import { liveUpdateAnchor, liveUpdateHeadline } from '../../../shared/live-blog';
import type { LiveBlogData } from './LiveBlog';

/**
 * What a live page adds to its article's structured data (docs/product.md, Live blog): the type
 * `LiveBlogPosting`, its coverage times, and each update as a `BlogPosting` at its own `#` address.
 */
export function liveBlogPostingFields(
  liveBlog: LiveBlogData,
  canonical: string,
  author: object,
): Record<string, unknown> {
  return {
    '@type': 'LiveBlogPosting',
    coverageStartTime: liveBlog.startedAt,
    ...(liveBlog.endedAt ? { coverageEndTime: liveBlog.endedAt } : {}),
    liveBlogUpdate: liveBlog.updates.map((update) => ({
      '@type': 'BlogPosting',
      '@id': `${canonical}#${liveUpdateAnchor(update._id)}`,
      url: `${canonical}#${liveUpdateAnchor(update._id)}`,
      headline: liveUpdateHeadline(update.body),
      articleBody: update.score ? `${update.score}\n${update.body}` : update.body,
      datePublished: update.createdAt,
      dateModified: update.updatedAt,
      author,
    })),
  };
}
