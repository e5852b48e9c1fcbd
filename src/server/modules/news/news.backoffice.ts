import { NOTIFICATION_LIST_SIZE } from '../../../shared/constants';
import { NEWS_NOT_FOUND, type News } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { type NewsPage, type NewsQuery, queryFilter, type RequestedPaging, readRequestedPage } from './news.listing';
import { presentNews } from './news.presenter';
import { findNewsRowByKey } from './news.repository';
import { anyTranslation, withTranslation } from './news.translations';
import { listPartnersOf } from './news.translations.repository';

/**
 * Back-office reads: inactive and scheduled articles included. Only routes that have verified an
 * admin token call these; readers go through news.published.ts.
 */

/** Every article, each with its translation whatever the translation's state, so editors see which stories have one. */
export async function listAllNews(ctx: AppContext, query: NewsQuery, paging: RequestedPaging): Promise<NewsPage> {
  const page = await readRequestedPage(ctx, queryFilter(query), paging);
  const partners = await listPartnersOf(
    ctx.db,
    page.news.map((news) => news._id),
  );
  return {
    ...page,
    news: page.news.map((news) => withTranslation(news, anyTranslation(partners.get(news._id)))),
  };
}

export function listAllNotificationNews(ctx: AppContext, paging: RequestedPaging): Promise<NewsPage> {
  return readRequestedPage(ctx, { notificationsOnly: true }, paging, NOTIFICATION_LIST_SIZE);
}

export async function findAnyArticle(ctx: AppContext, idOrSlug: string): Promise<News> {
  const row = await findNewsRowByKey(ctx.db, ctx.caches, idOrSlug);
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return withTranslation(presentNews(row, row.tags, row.images), anyTranslation(row.partner));
}
