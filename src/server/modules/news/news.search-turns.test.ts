import { expect, it } from 'vitest';
import { createSearchTurns } from './news.search-turns';

/** A clock the test moves: each search 'takes' the given milliseconds. */
function steppedClock() {
  let time = 0;
  return { now: () => time, spend: (ms: number) => (time += ms) };
}

it('runs searches back to back within one slice, and lets work that arrived meanwhile run once the slice is spent', async () => {
  const clock = steppedClock();
  const turns = createSearchTurns(4, clock.now);
  const happened: string[] = [];
  const searches = [1, 2, 3, 4].map((search) =>
    turns.run(async () => {
      happened.push(`search ${search}`);
      clock.spend(3);
    }),
  );
  setImmediate(() => happened.push('an article request'));
  await Promise.all(searches);
  // Searches 1 and 2 fit the first 4 ms slice (2 starts at 3 ms); 3 would start at 6 ms, so the article goes first.
  expect(happened).toEqual(['search 1', 'search 2', 'an article request', 'search 3', 'search 4']);
  turns.close();
});

it('starts the next search at the next turn while one waits on I/O, as PostgreSQL searches do', async () => {
  const turns = createSearchTurns(4, () => 0);
  const happened: string[] = [];
  const waitingOnIo = (name: string) =>
    turns.run(async () => {
      happened.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      happened.push(`${name} ends`);
    });
  await Promise.all([waitingOnIo('first'), waitingOnIo('second')]);
  expect(happened.slice(0, 2)).toEqual(['first starts', 'second starts']);
  turns.close();
});

it('gives a search that fails the same turn rules and passes its error on', async () => {
  const turns = createSearchTurns(4, () => 0);
  const failing = turns.run(async () => {
    throw new Error('no such table');
  });
  await expect(failing).rejects.toThrow('no such table');
  await expect(turns.run(async () => 'next')).resolves.toBe('next');
  turns.close();
});

it('lets every waiting search go when closed', async () => {
  const turns = createSearchTurns();
  const waiting = Promise.all([1, 2, 3].map((n) => turns.run(async () => n)));
  turns.close();
  await expect(waiting).resolves.toEqual([1, 2, 3]);
});
