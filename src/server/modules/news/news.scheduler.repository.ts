import type { Db } from '../../db/client';

/** The earliest publish time after `now` among active articles: one step down `news_active_publish_idx`. */
export async function findNextPublishAt(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('active', '=', 1)
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

/**
 * Active articles whose publish time fell in (since, until] and that were written before it, so
 * became visible by time passing rather than by a write (which announced itself).
 */
export function listArticlesPublishedBetween(
  db: Db,
  since: string,
  until: string,
): Promise<{ id: string; slug: string; category_id: string }[]> {
  return db
    .selectFrom('news')
    .select(['id', 'slug', 'category_id'])
    .where('active', '=', 1)
    .where('publish_at', '>', since)
    .where('publish_at', '<=', until)
    .whereRef('updated_at', '<', 'publish_at')
    .orderBy('publish_at')
    .execute();
}
