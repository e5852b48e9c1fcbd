import { z } from 'zod';
import { newsPaginationSchema } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { keptArticleJsonOf } from './news.kept-json';
import { type NewsQuery, type Paging, paginationOf, queryFilter, searchTotal, searchWindow } from './news.listing';
import { publishedFilter } from './news.published';
import { searchMatchesOf } from './news.search-matches';

const ANSWER_START = Buffer.from('{"success":true,"news":[');
const COMMA = Buffer.from(',');

/**
 * A reader's page of search results as the UTF-8 JSON `GET /news/all` sends, from the kept matches
 * of its words and the kept JSON of its articles (decision 250): no query at all once both are
 * warm. Undefined when the matches cannot be kept; the route then answers the usual way.
 */
export async function readerSearchAnswer(
  ctx: AppContext,
  query: NewsQuery,
  paging: Paging,
): Promise<Buffer | undefined> {
  const filter = publishedFilter(queryFilter(query));
  const window = searchWindow({ offset: (paging.page - 1) * paging.limit, limit: paging.limit });
  const found = await searchMatchesOf(ctx).find(filter, window);
  if (found === undefined) return undefined;
  const { search: _words, ...conditions } = filter;
  const articles = await keptArticleJsonOf(ctx).of(found.ids, conditions);
  const pagination = JSON.stringify(z.encode(newsPaginationSchema, paginationOf(searchTotal(found.counted), paging)));
  const parts: Buffer[] = [ANSWER_START];
  for (const [index, article] of articles.entries()) {
    if (index > 0) parts.push(COMMA);
    parts.push(article);
  }
  parts.push(Buffer.from(`],"pagination":${pagination}}`));
  return Buffer.concat(parts);
}
