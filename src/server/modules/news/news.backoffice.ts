import { NOTIFICATION_LIST_SIZE } from '../../../shared/constants';
import { NEWS_NOT_FOUND, type News } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { type NewsPage, type NewsQuery, queryFilter, type RequestedPaging, readRequestedPage } from './news.listing';
import { presentNews } from './news.presenter';
import { findNewsRowByKey } from './news.repository';
import { anyTranslation, withTranslation } from './news.translations';

/**
 * Back-office reads: inactive and scheduled articles included. Only routes that have verified an
 * admin token call these; readers go through news.published.ts.
 */

export function listAllNews(ctx: AppContext, query: NewsQuery, paging: RequestedPaging): Promise<NewsPage> {
  return readRequestedPage(ctx, queryFilter(query), paging);
}

export function listAllNotificationNews(ctx: AppContext, paging: RequestedPaging): Promise<NewsPage> {
  return readRequestedPage(ctx, { notificationsOnly: true }, paging, NOTIFICATION_LIST_SIZE);
}

export async function findAnyArticle(ctx: AppContext, idOrSlug: string): Promise<News> {
  const row = await findNewsRowByKey(ctx.db, ctx.caches, idOrSlug);
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return withTranslation(presentNews(row, row.tags, row.images), anyTranslation(row.partner));
}
