import type { ModerationQuery } from '../../../shared/schemas/comments';
import type { Db } from '../../db/client';
import type { CommentRow } from './comments.repository';

export type ModerationRow = CommentRow & {
  news_title: string;
  news_slug: string;
  reader_name: string | null;
  reader_email: string | null;
  reader_status: 'active' | 'suspended' | 'banned' | null;
  reader_suspended_until: string | null;
};

function queueQuery(db: Db, query: ModerationQuery) {
  let select = db.selectFrom('comments as c');
  if (query.queue === 'pending') select = select.where('c.status', '=', 'pending');
  if (query.queue === 'reported') {
    select = select.where('c.report_count', '>', 0).where('c.status', 'in', ['visible', 'hidden']);
  }
  if (query.status) select = select.where('c.status', '=', query.status);
  if (query.newsId) select = select.where('c.news_id', '=', query.newsId);
  if (query.readerId) select = select.where('c.reader_id', '=', query.readerId);
  return select;
}

/** One page of a moderation queue, newest first, with the article and the reader each comment belongs to. */
export async function listModerationPage(
  db: Db,
  query: ModerationQuery,
  window: { offset: number; limit: number },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    queueQuery(db, query)
      .innerJoin('news', 'news.id', 'c.news_id')
      .leftJoin('readers', 'readers.id', 'c.reader_id')
      .selectAll('c')
      .select([
        'news.title as news_title',
        'news.slug as news_slug',
        'readers.name as reader_name',
        'readers.email as reader_email',
        'readers.status as reader_status',
        'readers.suspended_until as reader_suspended_until',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    queueQuery(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every report the comments ever had, counted by reason. */
export async function countReportReasons(db: Db, commentIds: string[]): Promise<Map<string, Record<string, number>>> {
  const reasons = new Map<string, Record<string, number>>();
  if (commentIds.length === 0) return reasons;
  const rows = await db
    .selectFrom('comment_reports')
    .select(['comment_id', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('comment_id', 'in', commentIds)
    .groupBy(['comment_id', 'reason'])
    .execute();
  for (const row of rows) {
    reasons.set(row.comment_id, { ...reasons.get(row.comment_id), [row.reason]: Number(row.n) });
  }
  return reasons;
}

/** Held comments and those hidden by readers' reports: what the dashboard says awaits a moderator. */
export async function countAwaitingModeration(db: Db): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'hidden'), eb('hold_reason', '=', 'reported')])]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reader's comments others can see or that wait for a moderator, taken down with the reader. */
export async function takeDownReaderComments(
  db: Db,
  readerId: string,
  reason: 'reader-suspended' | 'reader-banned',
  at: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('comments')
    .select(['id', 'news_id'])
    .where('reader_id', '=', readerId)
    .where('status', 'in', ['visible', 'pending', 'hidden'])
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('comments')
    .set({ status: 'rejected', hold_reason: reason, reviewed_at: at })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => row.news_id);
}

export async function setReaderStanding(
  db: Db,
  readerId: string,
  standing: { status: 'active' | 'suspended' | 'banned'; suspended_until: string | null; bumpTokens: boolean },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('readers')
    .set((eb) => ({
      status: standing.status,
      suspended_until: standing.suspended_until,
      updated_at: at,
      ...(standing.bumpTokens ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', readerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
