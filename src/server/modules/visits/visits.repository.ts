import type { Db } from '../../db/client';

/** One more visit on `day`, atomically: concurrent first visits of a day cannot lose a count. */
export async function incrementVisitCount(db: Db, day: string): Promise<void> {
  await db
    .insertInto('visits')
    .values({ day, count: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ count: eb('visits.count', '+', 1) })))
    .execute();
}

export async function listVisitCounts(
  db: Db,
  firstDay: string,
  lastDay: string,
): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('visits')
    .select(['day', 'count'])
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}
