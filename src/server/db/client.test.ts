import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createDb } from './client';

// better-sqlite3 12 compiled for Node 24.19+ aborted the whole process (SIGABRT, no JavaScript error)
// at the first garbage collection that freed one of its statements; this runs on every Node in `npm test`.
it('keeps running while the statements of closed SQLite databases are garbage-collected', async () => {
  let answered = 0;
  for (let round = 0; round < 40; round += 1) {
    const db = createDb({ dialect: 'sqlite', file: ':memory:' });
    for (let query = 0; query < 50; query += 1) {
      const { rows } = await sql<{ n: number }>`select ${sql.lit(query)} as n, randomblob(64) as b`.execute(db);
      answered += rows[0]?.n === query ? 1 : 0;
    }
    await db.destroy();
    const garbage = Array.from({ length: 20_000 }, (_, index) => ({ index, text: `${index}`.repeat(8) }));
    expect(garbage).toHaveLength(20_000);
    await sleep(1);
  }
  expect(answered).toBe(40 * 50);
});
