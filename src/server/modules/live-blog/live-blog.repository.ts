import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/client';
import type { LiveUpdateRow, LiveUpdateTable } from '../../db/database';

/** A live blog's article: what its writes and reads check. */
export type LiveArticleRow = {
  id: string;
  slug: string;
  category_id: string;
  active: 0 | 1;
  publish_at: string;
  live_started_at: string | null;
  live_ended_at: string | null;
  live_revision: number;
};

export async function findLiveArticle(db: Db, newsId: string): Promise<LiveArticleRow | undefined> {
  return db
    .selectFrom('news')
    .select(['id', 'slug', 'category_id', 'active', 'publish_at', 'live_started_at', 'live_ended_at', 'live_revision'])
    .where('id', '=', newsId)
    .executeTakeFirst();
}

/** Counts one change to the article's updates and answers the new revision; the row lock orders concurrent writes. */
export async function nextLiveRevision(db: Db, newsId: string): Promise<number> {
  const row = await db
    .updateTable('news')
    .set((eb) => ({ live_revision: eb('live_revision', '+', 1) }))
    .where('id', '=', newsId)
    .returning('live_revision')
    .executeTakeFirstOrThrow();
  return row.live_revision;
}

export async function setLiveCoverage(
  db: Db,
  newsId: string,
  changes: { live_ended_at: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable('news').set(changes).where('id', '=', newsId).execute();
}

export async function findLiveUpdate(db: Db, updateId: string): Promise<LiveUpdateRow | undefined> {
  return db
    .selectFrom('live_updates')
    .selectAll()
    .where('id', '=', updateId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertLiveUpdate(db: Db, row: Insertable<LiveUpdateTable>): Promise<void> {
  await db.insertInto('live_updates').values(row).execute();
}

export async function updateLiveUpdate(db: Db, updateId: string, changes: Updateable<LiveUpdateTable>): Promise<void> {
  await db.updateTable('live_updates').set(changes).where('id', '=', updateId).execute();
}

/** Unpins the article's pinned update, if another one is; answers its id so readers learn of it. */
export async function unpinOthers(db: Db, newsId: string, keptId: string, revision: number): Promise<string[]> {
  const pinned = await db
    .selectFrom('live_updates')
    .select('id')
    .where('news_id', '=', newsId)
    .where('pinned', '=', 1)
    .where('id', '!=', keptId)
    .execute();
  const ids = pinned.map((row) => row.id);
  if (ids.length > 0) {
    await db.updateTable('live_updates').set({ pinned: 0, revision }).where('id', 'in', ids).execute();
  }
  return ids;
}

/** Changes after the cursor, oldest change first, tombstones included: at most `limit` rows. */
export async function listLiveChangesAfter(
  db: Db,
  newsId: string,
  after: number,
  limit: number,
): Promise<LiveUpdateRow[]> {
  return (
    db
      .selectFrom('live_updates')
      .selectAll()
      .where('news_id', '=', newsId)
      .where('revision', '>', after)
      // From the start, a deleted update is nothing to tell.
      .$if(after === 0, (query) => query.where('deleted_at', 'is', null))
      .orderBy('revision')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** The current updates of an article, newest first (the page and its structured data). */
export async function listCurrentLiveUpdates(db: Db, newsId: string, limit: number): Promise<LiveUpdateRow[]> {
  return db
    .selectFrom('live_updates')
    .selectAll()
    .where('news_id', '=', newsId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The newest score line of a live blog that is on (published, active, not ended): the sidebar's
 * cricket box (decision 264). The live blogs under way come from their partial index, then each
 * one's newest score line from its own updates: neither read grows with the archive.
 */
export async function findLatestLiveScore(db: Db, now: string) {
  const underWay = await db
    .selectFrom('news')
    .select(['id', 'slug', 'title', 'language', 'active', 'publish_at'])
    .where('live_started_at', 'is not', null)
    .where('live_ended_at', 'is', null)
    .execute();
  const scores = await Promise.all(
    underWay
      .filter((article) => article.active === 1 && article.publish_at <= now)
      .map(async (article) => {
        const latest = await db
          .selectFrom('live_updates')
          .select(['score', 'created_at'])
          .where('news_id', '=', article.id)
          .where('deleted_at', 'is', null)
          .where('score', '!=', '')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        return latest && { article, score: latest.score, at: latest.created_at };
      }),
  );
  const newest = scores.reduce<(typeof scores)[number]>(
    (best, candidate) => (candidate && (!best || candidate.at > best.at) ? candidate : best),
    undefined,
  );
  if (!newest) return undefined;
  const { article, score, at } = newest;
  return { newsId: article.id, slug: article.slug, title: article.title, language: article.language, score, at };
}
