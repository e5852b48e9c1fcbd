import type { AppContext } from '../../context';
import { type CacheScope, cacheSlot } from '../../lib/app-caches';
import type { ContentEntity } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';
import {
  type FoundMatches,
  inEveryList,
  keptSizeOf,
  type MatchWindow,
  type WordMatches,
  wordMatchesOf,
} from './news.match-lists';
import { listVisibleSearchOrder, type NewsRowFilter } from './news.repository';
import { listSearchMatchKeys, type SearchScope } from './news.search';

/**
 * Readers' searches answered from each word's matches, kept in memory (decision 250). Readers type
 * queries nobody typed before, but made of words others typed a moment ago ('cricket 2',
 * 'cricket 20', 'cricket virat'). Two things are kept until an article or a category changes:
 * - the articles readers may see (under the query's other filters), in a search's listing order:
 *   an article's position in it is its number;
 * - each word's matches, as the numbers of the visible articles it matches, smallest (newest)
 *   first: the search index alone is asked, never the articles.
 * A query ANDs its words' lists here, newest first, until its page is found and its total counted
 * as far as a search counts (decision 060); nothing else is read but the page's rows. With
 * more than VISIBLE_KEPT visible articles nothing is kept and searches read the usual way.
 */

/** Visible articles a filter may let through and still be kept (4 bytes a word's match each). */
const VISIBLE_KEPT = 200_000;
/** Numbers (or 32-bit words of bits) kept over all words. */
const MATCHES_KEPT = 8_000_000;
/** Only a safety net: every change that alters what a reader may find clears everything at once. */
const KEPT_TTL_MS = 5 * 60 * 1000;
/** What the lists depend on besides the words: the articles and the categories filters name. */
const MATCH_ENTITIES: ReadonlySet<ContentEntity> = new Set(['news', 'category', 'subcategory']);

/**
 * The articles a filter lets through, and what each article's search key numbers it. `read` names
 * this reading of them: a word's numbers are only good for the reading they were made against.
 */
type Visible = { read: number; ids: string[]; numberOf: Map<number | string, number> };

function createSearchMatches(ctx: AppContext, scope: CacheScope) {
  const ttlMs = () => Math.min(KEPT_TTL_MS, scope.maxKeepMs());
  const visibleSets = createLruCache<Visible>({ maxSize: 4 * VISIBLE_KEPT, sizeOf: (v) => v.ids.length + 1, ttlMs });
  const wordLists = createLruCache<WordMatches>({ maxSize: MATCHES_KEPT, sizeOf: keptSizeOf, ttlMs });
  // What was read before a change and would be stored after it is stale: stores carry the generation they began in.
  let generation = 0;
  let readings = 0;
  /** Filters that let more articles through than are kept: their searches read the database. */
  const tooMany = new Set<string>();
  const forgetAll = () => {
    generation += 1;
    visibleSets.clear();
    wordLists.clear();
    tooMany.clear();
  };
  scope.subscribe((event) => {
    if (MATCH_ENTITIES.has(event.entity)) forgetAll();
  });
  scope.onMissedChanges(forgetAll);

  // One read per list at a time: fifty searches that need the same word while it is read (a cold
  // start under load) wait for that one read instead of sending fifty.
  const reading = new Map<string, Promise<unknown>>();
  function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
    const flight = `${generation} ${key}`;
    const pending = reading.get(flight);
    if (pending) return pending as Promise<T>;
    const started = read().finally(() => reading.delete(flight));
    reading.set(flight, started);
    return started;
  }

  async function visibleUnder(conditions: Omit<NewsRowFilter, 'search'>, key: string): Promise<Visible | undefined> {
    const kept = visibleSets.get(key);
    if (kept || tooMany.has(key)) return kept;
    return readOnce(key, async () => {
      const startedIn = generation;
      const order = await listVisibleSearchOrder(ctx.db, conditions, VISIBLE_KEPT);
      if (startedIn !== generation) return undefined;
      if (order === undefined) {
        tooMany.add(key);
        return undefined;
      }
      readings += 1;
      const visible = {
        read: readings,
        ids: order.ids,
        numberOf: new Map(order.keys.map((matchKey, index) => [matchKey, index])),
      };
      visibleSets.set(key, visible);
      return visible;
    });
  }

  async function matchesOf(visible: Visible, word: string, searchScope: SearchScope, key: string) {
    const kept = wordLists.get(key);
    if (kept) return kept;
    return readOnce(key, async () => {
      const startedIn = generation;
      const keys = await listSearchMatchKeys(ctx.db, { tokens: [word], scope: searchScope });
      if (startedIn !== generation) return undefined;
      const numbers = new Int32Array(keys.length);
      let length = 0;
      for (const matchKey of keys) {
        const number = visible.numberOf.get(matchKey);
        if (number !== undefined) numbers[length++] = number;
      }
      const matches = wordMatchesOf(numbers.slice(0, length).sort(), visible.ids.length);
      wordLists.set(key, matches);
      return matches;
    });
  }

  return {
    /**
     * The window's articles of a reader's search, in listing order, and its matches counted up to
     * `countUpTo`; undefined when the visible articles are too many to keep, or a change came in
     * while the lists were read.
     */
    async find(filter: NewsRowFilter, window: MatchWindow): Promise<FoundMatches | undefined> {
      const { search, ...conditions } = filter;
      if (!search || search.tokens.length === 0) return undefined;
      const startedIn = generation;
      // The instant readers see up to is left out of the key: a scheduled article's arrival clears everything.
      const { publishedBy: _now, ...narrowing } = conditions;
      const visibleKey = JSON.stringify(narrowing);
      const visible = visibleSets.get(visibleKey) ?? (await visibleUnder(conditions, visibleKey));
      if (!visible) return undefined;
      // Both databases match letters whatever their case, so 'Jaipur' and 'jaipur' share one list.
      const words = [...new Set(search.tokens.map((token) => token.toLowerCase()))];
      const keys = words.map((word) => `${visible.read} ${search.scope} ${word}`);
      // Most searches find every list kept: they are answered without waiting on a promise per word.
      let lists: (WordMatches | undefined)[] = keys.map((key) => wordLists.get(key));
      if (lists.includes(undefined)) {
        lists = await Promise.all(
          words.map((word, index) => lists[index] ?? matchesOf(visible, word, search.scope, keys[index] as string)),
        );
      }
      const read = lists.filter((list) => list !== undefined);
      if (read.length < lists.length) return undefined;
      // Numbers index the visible list they were made against: a change since makes them meaningless.
      return startedIn === generation ? inEveryList(visible, read, window) : undefined;
    },
  };
}

export type SearchMatches = ReturnType<typeof createSearchMatches>;

const SEARCH_MATCHES = cacheSlot<SearchMatches>('reader search matches');

/** The app's kept visible articles and word matches for readers' searches. */
export function searchMatchesOf(ctx: AppContext): SearchMatches {
  return ctx.caches.get(SEARCH_MATCHES, (scope) => createSearchMatches(ctx, scope));
}
