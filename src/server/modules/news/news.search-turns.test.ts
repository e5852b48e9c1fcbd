import { expect, it } from 'vitest';
import { createSearchTurns } from './news.search-turns';

it('runs waiting searches one per turn of the event loop, so work that arrived meanwhile runs between them', async () => {
  const turns = createSearchTurns();
  const happened: string[] = [];
  const searches = [1, 2, 3].map(async (search) => {
    await turns.take();
    happened.push(`search ${search}`);
  });
  setImmediate(() => happened.push('an article request'));
  await Promise.all(searches);
  expect(happened).toEqual(['search 1', 'an article request', 'search 2', 'search 3']);
  turns.close();
});

it('lets every waiting search go when closed', async () => {
  const turns = createSearchTurns();
  const waiting = Promise.all([turns.take(), turns.take(), turns.take()]);
  turns.close();
  await expect(waiting).resolves.toHaveLength(3);
});
