import { expect, it } from 'vitest';
import { changedMatches, inEveryList, wordMatchesOf } from './news.match-lists';

/** Visible articles named a0, a1, …; a list holds the numbers of the articles a word matches. */
const visible = (count: number) => ({ ids: Array.from({ length: count }, (_, number) => `a${number}`) });

function randomList(count: number, chance: number, seed: number): Int32Array {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Int32Array.from(Array.from({ length: count }, (_, number) => number).filter(() => next() < chance));
}

it('finds what every list holds, newest first, page by page, and counts no further than asked', () => {
  const articles = visible(5000);
  const numbers = [
    randomList(5000, 0.6, 1),
    randomList(5000, 0.3, 2),
    randomList(5000, 0.9, 3),
    randomList(5000, 0.02, 4),
  ];
  // Common words are kept as bits, rare ones as numbers: every mix must find the same.
  expect('bits' in wordMatchesOf(numbers[0] as Int32Array, 5000)).toBe(true);
  expect('numbers' in wordMatchesOf(numbers[3] as Int32Array, 5000)).toBe(true);
  for (const chosen of [[0, 1, 2], [0, 1, 2, 3], [3], [1, 3]]) {
    const lists = chosen.map((index) => numbers[index] as Int32Array);
    const asKept = lists.map((list) => wordMatchesOf(list, 5000));
    const expected = articles.ids.filter((_, number) => lists.every((list) => list.includes(number)));
    expect(expected.length, String(chosen)).toBeGreaterThan(5);

    const first = inEveryList(articles, asKept, { offset: 0, limit: 20, countUpTo: 10_000 });
    expect(first).toEqual({ ids: expected.slice(0, 20), counted: expected.length });
    const later = inEveryList(articles, asKept, { offset: 3, limit: 20, countUpTo: 10 });
    expect(later).toEqual({ ids: expected.slice(3, 23), counted: Math.min(23, expected.length) });
    const counted = inEveryList(articles, asKept, { offset: 0, limit: 2, countUpTo: 5 }).counted;
    expect(counted).toBe(5);
    const deep = inEveryList(articles, asKept, { offset: 101, limit: 7, countUpTo: 200 });
    expect(deep).toEqual({ ids: expected.slice(101, 108), counted: Math.min(200, expected.length) });
  }
});

it('answers one list by itself, and nothing for a list with no match', () => {
  const articles = visible(10);
  const one = wordMatchesOf(Int32Array.from([1, 4, 7]), 10);
  expect(inEveryList(articles, [one], { offset: 1, limit: 5, countUpTo: 100 })).toEqual({
    ids: ['a4', 'a7'],
    counted: 3,
  });
  const none = wordMatchesOf(new Int32Array(0), 10);
  expect(inEveryList(articles, [one, none], { offset: 0, limit: 5, countUpTo: 100 })).toEqual({
    ids: [],
    counted: 0,
  });
  const other = wordMatchesOf(Int32Array.from([0, 2, 3, 7, 9]), 10);
  expect(inEveryList(articles, [one, other], { offset: 0, limit: 5, countUpTo: 100 })).toEqual({
    ids: ['a7'],
    counted: 1,
  });
});

it('keeps a word matching one article in 32 or fewer as numbers, and a commoner one as bits', () => {
  expect(wordMatchesOf(Int32Array.from([5]), 64)).toEqual({ count: 1, numbers: Int32Array.from([5]) });
  const common = wordMatchesOf(Int32Array.from([0, 31, 32, 63]), 64);
  expect(common).toEqual({ count: 4, bits: Uint32Array.from([2 ** 31 + 1, 2 ** 31 + 1]) });
});

it('patches a list as a change moves the visible articles: new ones first, gone ones out, changed ones matched again', () => {
  for (const [count, chance, added] of [
    [5000, 0.6, 3],
    [5000, 0.6, 40],
    [5000, 0.6, 0],
    [5000, 0.01, 3],
  ] as const) {
    const before = randomList(count, chance, 7);
    const removed = new Set([added + 10, added + 4000]);
    const asked = new Set([0, 2, added + 20, added + 21]);
    const matching = new Set([0, added + 21]);
    const patched = changedMatches(
      wordMatchesOf(before, count),
      { added, visibleCount: count + added, removed, asked },
      matching,
    );
    const expected = [...new Set([...matching, ...[...before].map((number) => number + added)])]
      .filter((number) => !removed.has(number) && (!asked.has(number) || matching.has(number)))
      .sort((a, b) => a - b);
    const articles = visible(count + added);
    const all = inEveryList(articles, [patched], { offset: 0, limit: count + added, countUpTo: count + added });
    expect(all.ids).toEqual(expected.map((number) => `a${number}`));
    expect(patched.count).toBe(expected.length);
  }
  const untouched = wordMatchesOf(Int32Array.from([1, 5]), 10);
  const none = new Set<number>();
  expect(changedMatches(untouched, { added: 0, visibleCount: 10, removed: new Set([2]), asked: none }, none)).toBe(
    untouched,
  );
});
