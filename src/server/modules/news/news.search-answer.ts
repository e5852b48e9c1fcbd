import { z } from 'zod';
import { newsPaginationSchema } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { deflatedPiece, gzipOfPieces } from '../../lib/gzip-pieces';
import { keptArticleJsonOf } from './news.kept-json';
import { type NewsQuery, type Paging, paginationOf, queryFilter, searchTotal, searchWindow } from './news.listing';
import { publishedFilter } from './news.published';
import { searchMatchesOf } from './news.search-matches';

const ANSWER_START = Buffer.from('{"success":true,"news":[');
const COMMA = Buffer.from(',');
const ANSWER_START_PIECE = deflatedPiece(ANSWER_START);
const COMMA_PIECE = deflatedPiece(COMMA);

/** A reader's search answer as UTF-8 JSON, and the same gzipped from its parts' kept pieces (decision 279). */
export type SearchAnswer = { plain: Buffer; gzip: () => Buffer };

/**
 * A reader's page of search results as the UTF-8 JSON `GET /news/all` sends, from the kept matches
 * of its words and the kept JSON of its articles (decision 250): no query at all once both are
 * warm. Undefined when the matches cannot be kept; the route then answers the usual way.
 */
export async function readerSearchAnswer(
  ctx: AppContext,
  query: NewsQuery,
  paging: Paging,
): Promise<SearchAnswer | undefined> {
  const filter = publishedFilter(queryFilter(query));
  const window = searchWindow({ offset: (paging.page - 1) * paging.limit, limit: paging.limit });
  const found = await searchMatchesOf(ctx).find(filter, window);
  if (found === undefined) return undefined;
  const { search: _words, ...conditions } = filter;
  const keptJson = keptArticleJsonOf(ctx);
  const articles = await keptJson.of(found.ids, conditions);
  const pagination = JSON.stringify(z.encode(newsPaginationSchema, paginationOf(searchTotal(found.counted), paging)));
  const end = Buffer.from(`],"pagination":${pagination}}`);
  const parts: Buffer[] = [ANSWER_START];
  for (const [index, article] of articles.entries()) {
    if (index > 0) parts.push(COMMA);
    parts.push(article.json);
  }
  parts.push(end);
  const plain = Buffer.concat(parts);
  const gzip = () => {
    const pieces: Buffer[] = [ANSWER_START_PIECE];
    for (const [index, article] of articles.entries()) {
      if (index > 0) pieces.push(COMMA_PIECE);
      pieces.push(keptJson.pieceOf(article));
    }
    pieces.push(deflatedPiece(end));
    return gzipOfPieces(pieces, plain);
  };
  return { plain, gzip };
}
