import { z } from 'zod';
import { newsSchema } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { type CacheScope, cacheSlot } from '../../lib/app-caches';
import type { ContentEntity } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';
import { presentListed } from './news.listing';
import { listNewsRowsByIds, type NewsRowFilter } from './news.repository';

/** Bytes of article JSON kept (a listed article is 2–20 KB of UTF-8). */
const KEPT_JSON_MAX_BYTES = 64 * 1024 * 1024;
/** Only a safety net: a change to an article, or to the category names it carries, drops it at once. */
const KEPT_JSON_TTL_MS = 5 * 60 * 1000;
const NAME_ENTITIES: ReadonlySet<ContentEntity> = new Set(['category', 'subcategory']);

/**
 * An article as a listing answer sends it: the response schema's encoding, as UTF-8 JSON. Kept as
 * bytes, an answer joins them without measuring or encoding a Devanagari text of 50–90 KB again
 * for each reader that asks.
 */
function articleJson(news: z.input<typeof newsSchema>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(newsSchema, news)));
}

/**
 * Listed articles as JSON, kept per article until it changes (decision 250): a reader's search
 * answer is its page's kept articles joined, without reading or encoding them again. Likes and
 * comment counts in a kept article wait for its next change or the safety net, as in the readers'
 * kept listings (decision 063).
 */
function createKeptArticleJson(ctx: AppContext, scope: CacheScope) {
  const kept = createLruCache<Buffer>({
    maxSize: KEPT_JSON_MAX_BYTES,
    sizeOf: (json) => json.length,
    ttlMs: () => Math.min(KEPT_JSON_TTL_MS, scope.maxKeepMs()),
  });
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };
  scope.subscribe((event) => {
    if (NAME_ENTITIES.has(event.entity)) forgetAll();
    else if (event.entity === 'news') {
      generation += 1;
      for (const id of event.ids) kept.delete(id);
    }
  });
  scope.onMissedChanges(forgetAll);

  return {
    /**
     * The articles' JSON in the order of the ids; those not kept are read (checked against the
     * filter's conditions, so one hidden since its id was found is left out) and kept.
     */
    async of(ids: readonly string[], conditions: Omit<NewsRowFilter, 'search'>): Promise<Buffer[]> {
      const found = new Map<string, Buffer>();
      const missing: string[] = [];
      for (const id of ids) {
        const json = kept.get(id);
        if (json === undefined) missing.push(id);
        else found.set(id, json);
      }
      if (missing.length > 0) {
        const startedIn = generation;
        const rows = await listNewsRowsByIds(ctx.db, missing, conditions);
        const news = presentListed(rows);
        for (const item of news) {
          const json = articleJson(item);
          found.set(item._id, json);
          if (startedIn === generation) kept.set(item._id, json);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

const KEPT_ARTICLE_JSON = cacheSlot<ReturnType<typeof createKeptArticleJson>>('kept article json');

export function keptArticleJsonOf(ctx: AppContext) {
  return ctx.caches.get(KEPT_ARTICLE_JSON, (scope) => createKeptArticleJson(ctx, scope));
}
