import type { AppContext } from '../../server/context';
import { keptPerApp } from '../../server/lib/kept-until-changed';
import { listPublishedBlocks } from '../../server/modules/news/news.published';
import { SIDEBAR_LATEST_ITEMS } from '../../shared/constants';
import type { News } from '../../shared/schemas/news';

/**
 * The sidebar's 'ALL News': the newest published articles, one query with no count, kept in
 * memory until any content change (a scheduled article's publish time included) is announced.
 */
export const loadLatestNews: (ctx: AppContext) => Promise<News[]> = keptPerApp(
  'sidebar latest news',
  async (ctx: AppContext) => {
    const [latest = []] = await listPublishedBlocks(ctx, [{ limit: SIDEBAR_LATEST_ITEMS }]);
    return latest;
  },
);
