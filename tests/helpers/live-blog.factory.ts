import type { AppContext } from '../../src/server/context';
import { postLiveUpdate } from '../../src/server/modules/live-blog/live-blog.service';
import type { LiveUpdate } from '../../src/shared/schemas/live-blog';
import { buildNews } from './news.factory';

/** A published live blog with one update posted through the real service. */
export async function buildLiveUpdate(
  ctx: AppContext,
  body = 'Toss: India bat first',
): Promise<LiveUpdate & { newsId: string }> {
  const news = await buildNews(ctx, { language: 'English', live: true });
  return { ...(await postLiveUpdate(ctx, news._id, { body }, null)), newsId: news._id };
}
