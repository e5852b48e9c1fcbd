import { expect, it } from 'vitest';
import { inEveryList } from './news.search-matches';

/** Visible articles named a0, a1, …; a list holds the numbers of the articles a word matches. */
const visible = (count: number) => ({
  ids: Array.from({ length: count }, (_, number) => `a${number}`),
  numberOf: new Map<number | string, number>(),
});

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
  const lists = [randomList(5000, 0.6, 1), randomList(5000, 0.3, 2), randomList(5000, 0.9, 3)];
  const expected = articles.ids.filter((_, number) => lists.every((list) => list.includes(number)));
  expect(expected.length).toBeGreaterThan(400);

  const first = inEveryList(articles, lists, { offset: 0, limit: 20, countUpTo: 10_000 });
  expect(first).toEqual({ ids: expected.slice(0, 20), counted: expected.length });
  const later = inEveryList(articles, lists, { offset: 300, limit: 20, countUpTo: 101 });
  expect(later).toEqual({ ids: expected.slice(300, 320), counted: 320 });
  expect(inEveryList(articles, lists, { offset: 0, limit: 10, countUpTo: 101 }).counted).toBe(101);
});

it('answers one list by itself, and nothing for a list with no match', () => {
  const articles = visible(10);
  const one = Int32Array.from([1, 4, 7]);
  expect(inEveryList(articles, [one], { offset: 1, limit: 5, countUpTo: 100 })).toEqual({
    ids: ['a4', 'a7'],
    counted: 3,
  });
  expect(inEveryList(articles, [one, new Int32Array(0)], { offset: 0, limit: 5, countUpTo: 100 })).toEqual({
    ids: [],
    counted: 0,
  });
  expect(
    inEveryList(articles, [one, Int32Array.from([0, 2, 3, 7, 9])], { offset: 0, limit: 5, countUpTo: 100 }),
  ).toEqual({ ids: ['a7'], counted: 1 });
});
