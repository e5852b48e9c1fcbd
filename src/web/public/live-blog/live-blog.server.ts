import type { AppContext } from '../../../server/context';
import { listLiveBlogForPage } from '../../../server/modules/live-blog/live-blog.service';
import type { News } from '../../../shared/schemas/news';
import { type LiveBlogData, orderForPage } from './LiveBlog';

/** The live blog of an article page, or undefined for an ordinary article. */
export async function loadLiveBlog(ctx: AppContext, article: News): Promise<LiveBlogData | undefined> {
  if (!article.live || article.liveStartedAt === null) return undefined;
  const { revision, updates } = await listLiveBlogForPage(ctx, article._id);
  return {
    newsId: article._id,
    revision,
    // A scheduled live blog's coverage starts when readers can see it.
    // biome-ignore lint/complexity/useMathMinMax: ISO 8601 strings, compared as text.
    startedAt: article.liveStartedAt > article.publish ? article.liveStartedAt : article.publish,
    endedAt: article.liveEndedAt,
    updates: orderForPage(updates),
  };
}
