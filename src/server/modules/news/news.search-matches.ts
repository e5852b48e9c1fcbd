import type { AppContext } from '../../context';
import { type CacheScope, cacheSlot } from '../../lib/app-caches';
import { nowIso } from '../../lib/clock';
import type { ContentEntity } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';
import {
  changedMatches,
  type FoundMatches,
  inEveryList,
  keptSizeOf,
  type MatchesChange,
  type MatchWindow,
  type WordMatches,
  wordMatchesOf,
} from './news.match-lists';
import { listVisibleSearchOrder, type NewsRowFilter, type SearchOrder } from './news.repository';
import { listSearchMatchesAmong, listSearchMatchKeys, type SearchScope } from './news.search';

/**
 * Readers' searches answered from each word's matches, kept in memory (decisions 250 and 253).
 * Readers type queries nobody typed before, but made of words others typed a moment ago ('cricket 2',
 * 'cricket 20', 'cricket virat'). Two things are kept:
 * - the articles readers may see (under the query's other filters), in a search's listing order:
 *   an article's position in it is its number;
 * - each word's matches, as the numbers of the visible articles it matches, smallest (newest)
 *   first: the search index alone is asked, never the articles.
 * A query ANDs its words' lists here, newest first, until its page is found and its total counted
 * as far as a search counts (decision 060); nothing else is read but the page's rows. With
 * more than VISIBLE_KEPT visible articles nothing is kept and searches read the usual way.
 * An article's change patches both rather than forgetting them: the visible articles are read
 * again (a new one comes first, and moves every number up), and only the changed articles are
 * matched against each kept word. A category's change, or one the patch cannot place (an article
 * moved between older ones), forgets them all.
 */

/** Visible articles a filter may let through and still be kept (4 bytes a word's match each). */
const VISIBLE_KEPT = 200_000;
/** Numbers (or 32-bit words of bits) kept over all words. */
const MATCHES_KEPT = 8_000_000;
/**
 * Only a safety net against a patch gone wrong: changes patch what is kept at once. Forgetting
 * the visible articles makes every word cold again (about 5 s of busy reads at 10,000 articles).
 */
const KEPT_TTL_MS = 60 * 60 * 1000;
/** What the lists depend on besides the articles: the categories filters name. */
const FILTER_ENTITIES: ReadonlySet<ContentEntity> = new Set(['category', 'subcategory']);
/**
 * Numbers of articles no longer visible, as a share of all, past which the visible list is read
 * anew; fewer than MIN_GONE_REREAD cost nothing worth a new reading.
 */
const MAX_GONE_SHARE = 0.25;
const MIN_GONE_REREAD = 1000;

/**
 * The articles a filter lets through, and what each article's search key numbers it. `read` names
 * this reading of them: a word's numbers are only good for the reading they were made against.
 * A number whose article left keeps its place (in `ids` and `keys`) until the list is read anew.
 */
type Visible = {
  read: number;
  conditions: Omit<NewsRowFilter, 'search' | 'publishedBy'>;
  ids: string[];
  keys: (number | string)[];
  numberOf: Map<number | string, number>;
  /** Counts the patches applied: a word read across one was numbered against a list that moved. */
  patches: number;
  /** The visible articles' numeric keys in ascending order, with their numbers; made when first needed. */
  byKey?: { keys: Float64Array; numbers: Int32Array };
};

/**
 * The numbers of the visible articles among a word's match keys, ascending. SQLite's keys are
 * rowids past 2^31: looked up in a Map each is hashed as a double, which took a sixth of a cold
 * start's thread; walked in key order beside the visible keys, they are compared only.
 */
function visibleNumbersOf(visible: Visible, keys: readonly (number | string)[]): Int32Array {
  const numbers = new Int32Array(keys.length);
  let length = 0;
  if (typeof keys[0] !== 'number') {
    for (const matchKey of keys) {
      const number = visible.numberOf.get(matchKey);
      if (number !== undefined) numbers[length++] = number;
    }
    return numbers.subarray(0, length).sort();
  }
  visible.byKey ??= numericKeysOf(visible);
  const { keys: visibleKeys, numbers: visibleNumbers } = visible.byKey;
  const ascending = Float64Array.from(keys as number[]).sort();
  let at = 0;
  for (const matchKey of ascending) {
    while (at < visibleKeys.length && (visibleKeys[at] as number) < matchKey) at += 1;
    if (visibleKeys[at] === matchKey) numbers[length++] = visibleNumbers[at] as number;
  }
  return numbers.subarray(0, length).sort();
}

function numericKeysOf(visible: Visible): { keys: Float64Array; numbers: Int32Array } {
  const live = [...visible.numberOf.values()].sort((a, b) => (visible.keys[a] as number) - (visible.keys[b] as number));
  return { keys: Float64Array.from(live, (number) => visible.keys[number] as number), numbers: Int32Array.from(live) };
}

type KeptWord = { key: string; word: string; scope: SearchScope };

/** How a change moves the visible articles, with the lists they become (`dead`: numbers long gone). */
type PlacedChange = MatchesChange & { ids: string[]; keys: (number | string)[]; dead: ReadonlySet<number> };

/**
 * Where the visible articles read again (`order`, newest first) put the `changed` ones and every
 * other: new and changed articles may come first, and the rest must keep their order; undefined
 * when they do not (an article moved between older ones).
 */
function placeChange(visible: Visible, order: SearchOrder, changed: ReadonlySet<string>): PlacedChange | undefined {
  const oldNumberOf = (at: number) => {
    const number = visible.numberOf.get(order.keys[at] as number | string);
    return number !== undefined && visible.ids[number] === order.ids[at] ? number : undefined;
  };
  let added = 0;
  while (added < order.ids.length && (changed.has(order.ids[added] as string) || oldNumberOf(added) === undefined))
    added += 1;
  // A changed article still older than the first one kept in place stays where it was (an edit of the newest).
  let firstKept = added < order.ids.length ? (oldNumberOf(added) as number) : Number.POSITIVE_INFINITY;
  for (let number = oldNumberOf(added - 1); added > 0 && number !== undefined && number < firstKept; ) {
    added -= 1;
    firstKept = number;
    number = added > 0 ? oldNumberOf(added - 1) : undefined;
  }
  const retained = new Set<number>();
  const asked = new Set(Array.from({ length: added }, (_, number) => number));
  let last = -1;
  for (let at = added; at < order.ids.length; at += 1) {
    const number = oldNumberOf(at);
    if (number === undefined || number <= last) return undefined;
    retained.add(number);
    if (changed.has(order.ids[at] as string)) asked.add(number + added);
    last = number;
  }
  const removed = new Set<number>();
  const dead = new Set<number>();
  visible.keys.forEach((key, number) => {
    if (visible.numberOf.get(key) !== number) dead.add(number + added);
    else if (!retained.has(number)) removed.add(number + added);
  });
  const ids = [...order.ids.slice(0, added), ...visible.ids];
  return {
    added,
    visibleCount: ids.length,
    removed,
    asked,
    ids,
    keys: [...order.keys.slice(0, added), ...visible.keys],
    dead,
  };
}

function createSearchMatches(ctx: AppContext, scope: CacheScope) {
  const ttlMs = () => Math.min(KEPT_TTL_MS, scope.maxKeepMs());
  const visibleSets = createLruCache<Visible>({ maxSize: 4 * VISIBLE_KEPT, sizeOf: (v) => v.ids.length + 1, ttlMs });
  const wordLists = createLruCache<WordMatches>({ maxSize: MATCHES_KEPT, sizeOf: keptSizeOf, ttlMs });
  /** The words kept for each reading of visible articles, as the patches need them. */
  const wordsOf = new Map<number, Map<string, KeptWord>>();
  // What was read before everything was forgotten would be stale: stores carry the generation they began in.
  let generation = 0;
  let readings = 0;
  /** Filters that let more articles through than are kept: their searches read the database. */
  const tooMany = new Set<string>();
  const forgetAll = () => {
    generation += 1;
    visibleSets.clear();
    wordLists.clear();
    wordsOf.clear();
    tooMany.clear();
  };

  const changedIds = new Set<string>();
  /** Articles' changes heard: visible articles read across one may miss it, and are not kept. */
  let changesHeard = 0;
  /** The patches queued or running; searches wait for them, so a change is seen by any search after it. */
  let patching: Promise<void> | undefined;
  let patchQueued = false;
  const patchSoon = () => {
    if (patchQueued) return;
    patchQueued = true;
    const next = (patching ?? Promise.resolve()).then(async () => {
      patchQueued = false;
      const ids = new Set(changedIds);
      changedIds.clear();
      try {
        await patchAll(ids);
      } catch (error) {
        ctx.log.error({ err: error }, 'patching the kept search matches failed: forgetting them');
        forgetAll();
      }
    });
    patching = next;
    void next.then(() => {
      if (patching === next) patching = undefined;
    });
  };
  scope.subscribe((event) => {
    // A change that names no article may have touched any of them: nothing can be patched.
    if (FILTER_ENTITIES.has(event.entity) || (event.entity === 'news' && event.ids.length === 0)) forgetAll();
    else if (event.entity === 'news') {
      changesHeard += 1;
      for (const id of event.ids) changedIds.add(id);
      patchSoon();
    }
  });
  scope.onMissedChanges(forgetAll);
  scope.awaitOnRelease(() => patching);

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

  function forgetVisible(key: string, visible: Visible): void {
    visibleSets.delete(key);
    for (const { key: wordKey } of wordsOf.get(visible.read)?.values() ?? []) wordLists.delete(wordKey);
    wordsOf.delete(visible.read);
  }

  async function visibleUnder(conditions: Omit<NewsRowFilter, 'search'>, key: string): Promise<Visible | undefined> {
    const kept = visibleSets.get(key);
    if (kept || tooMany.has(key)) return kept;
    return readOnce(key, async () => {
      const startedIn = generation;
      const heardBefore = changesHeard;
      const order = await listVisibleSearchOrder(ctx.db, conditions, VISIBLE_KEPT);
      if (startedIn !== generation || heardBefore !== changesHeard) return undefined;
      if (order === undefined) {
        tooMany.add(key);
        return undefined;
      }
      readings += 1;
      const { publishedBy: _now, ...narrowing } = conditions;
      const visible: Visible = {
        read: readings,
        conditions: narrowing,
        ids: order.ids,
        keys: order.keys,
        numberOf: new Map(order.keys.map((matchKey, index) => [matchKey, index])),
        patches: 0,
      };
      visibleSets.set(key, visible);
      wordsOf.set(visible.read, new Map());
      return visible;
    });
  }

  async function matchesOf(visible: Visible, word: string, searchScope: SearchScope, key: string) {
    const kept = wordLists.get(key);
    if (kept) return kept;
    return readOnce(key, async () => {
      const startedIn = generation;
      const patchesBefore = visible.patches;
      const keys = await listSearchMatchKeys(ctx.db, { tokens: [word], scope: searchScope });
      // Read across a patch, the matches may miss its change: the next search reads them again.
      if (startedIn !== generation || patchesBefore !== visible.patches) return undefined;
      const matches = wordMatchesOf(visibleNumbersOf(visible, keys), visible.ids.length);
      const words = wordsOf.get(visible.read);
      if (!words) return matches;
      wordLists.set(key, matches);
      words.set(key, { key, word, scope: searchScope });
      return matches;
    });
  }

  async function patchAll(ids: ReadonlySet<string>): Promise<void> {
    // A filter that let too many through may not any more.
    tooMany.clear();
    for (const key of [...visibleSets.keys()]) {
      const visible = visibleSets.get(key);
      if (visible) await patchVisible(key, visible, ids);
    }
    // The words of visible articles dropped for room or age.
    const reads = new Set([...visibleSets.keys()].map((key) => visibleSets.get(key)?.read));
    for (const read of wordsOf.keys()) if (!reads.has(read)) wordsOf.delete(read);
  }

  /**
   * Reads the visible articles again and places the change: articles gone, articles new at the
   * newest end, and changed ones still visible, which with the new ones are matched against every
   * kept word. What the patch cannot place forgets this filter's lists.
   */
  async function patchVisible(key: string, visible: Visible, ids: ReadonlySet<string>): Promise<void> {
    const startedIn = generation;
    const order = await listVisibleSearchOrder(ctx.db, { ...visible.conditions, publishedBy: nowIso() }, VISIBLE_KEPT);
    if (startedIn !== generation) return;
    const change = order && placeChange(visible, order, ids);
    if (!change) {
      forgetVisible(key, visible);
      return;
    }
    const words = [...(wordsOf.get(visible.read)?.values() ?? [])];
    const askedKeys = [...change.asked].map((number) => change.keys[number] as number | string);
    const found = await listSearchMatchesAmong(
      ctx.db,
      words.map(({ key: name, word, scope: searchScope }) => ({ name, query: { tokens: [word], scope: searchScope } })),
      askedKeys,
    );
    if (startedIn !== generation || visibleSets.get(key) !== visible) return;
    // From here to the end nothing waits: no search sees the lists half patched.
    const numberOf = new Map<number | string, number>();
    change.keys.forEach((matchKey, number) => {
      if (!change.removed.has(number) && !change.dead.has(number)) numberOf.set(matchKey, number);
    });
    const kept = wordsOf.get(visible.read) ?? new Map<string, KeptWord>();
    for (const [wordKey] of kept) {
      const matches = wordLists.get(wordKey);
      const matchingKeys = askedKeys.length === 0 ? [] : found.get(wordKey);
      // A word read while the patch was asking was numbered before it: read it again when asked.
      if (!matches || !matchingKeys) {
        wordLists.delete(wordKey);
        kept.delete(wordKey);
        continue;
      }
      const matching = new Set(matchingKeys.flatMap((matchKey) => numberOf.get(matchKey) ?? []));
      wordLists.update(wordKey, changedMatches(matches, change, matching));
    }
    visible.ids = change.ids;
    visible.keys = change.keys;
    visible.numberOf = numberOf;
    visible.byKey = undefined;
    visible.patches += 1;
    const gone = change.dead.size + change.removed.size;
    if (gone > Math.max(MIN_GONE_REREAD, MAX_GONE_SHARE * change.ids.length)) forgetVisible(key, visible);
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
      if (patching) await patching;
      const startedIn = generation;
      // The instant readers see up to is left out of the key: a scheduled article's arrival clears everything.
      const { publishedBy: _now, ...narrowing } = conditions;
      const visibleKey = JSON.stringify(narrowing);
      const visible = visibleSets.get(visibleKey) ?? (await visibleUnder(conditions, visibleKey));
      if (!visible) return undefined;
      const patchesBefore = visible.patches;
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
      const unchanged = startedIn === generation && patchesBefore === visible.patches;
      return unchanged ? inEveryList(visible, read, window) : undefined;
    },
  };
}

export type SearchMatches = ReturnType<typeof createSearchMatches>;

const SEARCH_MATCHES = cacheSlot<SearchMatches>('reader search matches');

/** The app's kept visible articles and word matches for readers' searches. */
export function searchMatchesOf(ctx: AppContext): SearchMatches {
  return ctx.caches.get(SEARCH_MATCHES, (scope) => createSearchMatches(ctx, scope));
}
