import type { AppContext } from '../../server/context';
import { listPublishedBlocks } from '../../server/modules/news/news.published';
import { SIDEBAR_LATEST_ITEMS } from '../../shared/constants';
import type { News } from '../../shared/schemas/news';

/** The sidebar's 'ALL News': the newest published articles, one query with no count. */
export async function loadLatestNews(ctx: AppContext): Promise<News[]> {
  const [latest = []] = await listPublishedBlocks(ctx, [{ limit: SIDEBAR_LATEST_ITEMS }]);
  return latest;
}
