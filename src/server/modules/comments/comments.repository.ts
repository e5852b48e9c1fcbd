import type { Selectable } from 'kysely';
import type { CommentListQuery } from '../../../shared/schemas/comments';
import type { Db } from '../../db/client';
import type { CommentReportTable, CommentTable } from '../../db/database';

export type CommentRow = Selectable<CommentTable>;
export type ThreadRow = CommentRow & { reader_name: string | null };

export async function findArticle(db: Db, newsId: string, now: string) {
  return db
    .selectFrom('news')
    .select(['id', 'slug', 'title', 'comments_enabled', 'comment_count', 'publish_at'])
    .where('id', '=', newsId)
    .where('active', '=', 1)
    .where('publish_at', '<=', now)
    .executeTakeFirst();
}

export function findReader(db: Db, readerId: string) {
  return db
    .selectFrom('readers')
    .select([
      'id',
      'name',
      'email',
      'status',
      'suspended_until',
      'reply_mail',
      'token_version',
      'last_comment_at',
      'language',
    ])
    .where('id', '=', readerId)
    .executeTakeFirst();
}

export function findComment(db: Db, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findComments(db: Db, ids: string[]): Promise<CommentRow[]> {
  return db.selectFrom('comments').selectAll().where('id', 'in', ids).execute();
}

export function findPreviousComment(db: Db, readerId: string) {
  return db
    .selectFrom('comments')
    .select('body')
    .where('reader_id', '=', readerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The reader's visible comments, and those of the last days with how many were rejected. */
export async function countReaderHistory(db: Db, readerId: string, since: string) {
  const row = await db
    .selectFrom('comments')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', 'visible').then(1).else(0).end()).as('approved'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('recent'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('created_at', '>=', since), eb('status', '=', 'rejected')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('rejected'),
    ])
    .where('reader_id', '=', readerId)
    .executeTakeFirstOrThrow();
  return { approved: Number(row.approved ?? 0), recent: Number(row.recent ?? 0), rejected: Number(row.rejected ?? 0) };
}

/**
 * Takes the reader's comment slot at `at` unless a comment was taken after `intervalStart`; answers
 * whether it did. One conditional write: of two posts at the same moment only one can match, as
 * the second waits for the first's row lock (PostgreSQL) or write lock (SQLite) and then sees its time.
 */
export async function claimCommentInterval(
  db: Db,
  readerId: string,
  at: string,
  intervalStart: string,
): Promise<boolean> {
  const result = await db
    .updateTable('readers')
    .set({ last_comment_at: at })
    .where('id', '=', readerId)
    .where((eb) => eb.or([eb('last_comment_at', 'is', null), eb('last_comment_at', '<=', intervalStart)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears the reply mail a held reply owes; answers whether this call did, so only one approval sends it. */
export async function claimReplyNotice(db: Db, commentId: string): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ notify_comment_id: null })
    .where('id', '=', commentId)
    .where('notify_comment_id', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertComment(db: Db, row: CommentRow): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

export async function updateComment(
  db: Db,
  id: string,
  changes: Partial<Omit<CommentRow, 'id' | 'news_id'>>,
): Promise<void> {
  await db.updateTable('comments').set(changes).where('id', '=', id).execute();
}

export async function removeComment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}

export async function countReplies(db: Db, parentId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the article's count of visible comments from the rows; runs in the transaction of every change. */
export async function recountArticleComments(db: Db, newsIds: string[]): Promise<void> {
  for (const newsId of new Set(newsIds)) {
    await db
      .updateTable('news')
      .set((eb) => ({
        comment_count: eb
          .selectFrom('comments')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .where('comments.news_id', '=', newsId)
          .where('comments.status', '=', 'visible'),
      }))
      .where('id', '=', newsId)
      .execute();
  }
}

/** Answers whether the like was new; a second like by the same reader changes nothing. */
export async function addLike(db: Db, commentId: string, readerId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('comment_likes')
    .values({ comment_id: commentId, reader_id: readerId, created_at: at })
    .onConflict((oc) => oc.columns(['comment_id', 'reader_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeLike(db: Db, commentId: string, readerId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('comment_likes')
    .where('comment_id', '=', commentId)
    .where('reader_id', '=', readerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recountLikes(db: Db, commentId: string): Promise<number> {
  await db
    .updateTable('comments')
    .set((eb) => ({
      like_count: eb
        .selectFrom('comment_likes')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('comment_likes.comment_id', '=', commentId),
    }))
    .where('id', '=', commentId)
    .execute();
  const row = await db
    .selectFrom('comments')
    .select('like_count')
    .where('id', '=', commentId)
    .executeTakeFirstOrThrow();
  return row.like_count;
}

/** Answers false when the reader had already reported the comment. */
export async function addReport(db: Db, report: Selectable<CommentReportTable>): Promise<boolean> {
  const result = await db
    .insertInto('comment_reports')
    .values(report)
    .onConflict((oc) => oc.columns(['comment_id', 'reader_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Reports made since a moderator last decided on the comment (all of them when none has). */
export async function countReportsSinceReview(db: Db, comment: CommentRow): Promise<number> {
  let query = db
    .selectFrom('comment_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment_id', '=', comment.id);
  if (comment.reviewed_at) query = query.where('created_at', '>', comment.reviewed_at);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Who reads a thread list: anyone, or a signed-in reader who also sees their own held comments. */
export type Viewer = { readerId: string } | null;

function threadsQuery(db: Db, newsId: string, viewer: Viewer) {
  return db
    .selectFrom('comments as c')
    .where('c.news_id', '=', newsId)
    .where('c.parent_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'visible'),
        ...(viewer ? [eb.and([eb('c.reader_id', '=', viewer.readerId), eb('c.status', '=', 'pending')])] : []),
        // A thread whose first comment went away stays while it has replies readers see.
        eb.exists(
          eb
            .selectFrom('comments as r')
            .select('r.id')
            .whereRef('r.parent_id', '=', 'c.id')
            .where('r.status', '=', 'visible'),
        ),
      ]),
    );
}

export async function listThreads(
  db: Db,
  newsId: string,
  viewer: Viewer,
  query: { sort: CommentListQuery['sort']; offset: number; limit: number },
): Promise<{ rows: ThreadRow[]; total: number }> {
  let page = threadsQuery(db, newsId, viewer)
    .leftJoin('readers', 'readers.id', 'c.reader_id')
    .selectAll('c')
    .select('readers.name as reader_name');
  if (query.sort === 'best')
    page = page.orderBy('c.like_count', 'desc').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  else if (query.sort === 'newest') page = page.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  else page = page.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc');
  const [rows, count] = await Promise.all([
    page.limit(query.limit).offset(query.offset).execute(),
    threadsQuery(db, newsId, viewer)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The replies of the threads on a page, oldest first: visible ones, and the viewer's own held ones. */
export async function listReplies(db: Db, parentIds: string[], viewer: Viewer): Promise<ThreadRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .selectFrom('comments as c')
    .leftJoin('readers', 'readers.id', 'c.reader_id')
    .selectAll('c')
    .select('readers.name as reader_name')
    .where('c.parent_id', 'in', parentIds)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'visible'),
        ...(viewer ? [eb.and([eb('c.reader_id', '=', viewer.readerId), eb('c.status', '=', 'pending')])] : []),
      ]),
    )
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

export async function findLikedIds(db: Db, readerId: string, commentIds: string[]): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('comment_likes')
    .select('comment_id')
    .where('reader_id', '=', readerId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Set(rows.map((row) => row.comment_id));
}

export async function switchReplyMailOff(db: Db, readerId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('readers')
    .set({ reply_mail: 0, updated_at: at })
    .where('id', '=', readerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type OwnCommentRow = CommentRow & {
  news_title: string | null;
  news_slug: string | null;
  news_language: 'Hindi' | 'English' | null;
  /** 1 while readers can open the article. */
  news_public: 0 | 1 | null;
};

/** The reader's own comments, newest first, with their articles; emptied 'deleted' places are not theirs any more. */
export async function listReaderComments(
  db: Db,
  readerId: string,
  now: string,
  window: { offset: number; limit: number },
): Promise<{ rows: OwnCommentRow[]; total: number }> {
  const own = db.selectFrom('comments as c').where('c.reader_id', '=', readerId).where('c.status', '!=', 'deleted');
  const [rows, count] = await Promise.all([
    own
      .leftJoin('news', 'news.id', 'c.news_id')
      .selectAll('c')
      .select((eb) => [
        'news.title as news_title',
        'news.slug as news_slug',
        'news.language as news_language',
        eb
          .case()
          .when(eb.and([eb('news.active', '=', 1), eb('news.publish_at', '<=', now)]))
          .then(eb.lit(1))
          .else(eb.lit(0))
          .end()
          .$castTo<0 | 1 | null>()
          .as('news_public'),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
