import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * `readers.last_comment_at`: when the reader's newest comment was taken; a new comment claims it
 * with a conditional write, so two posts at the same moment cannot both pass the interval.
 * `comments.notify_comment_id`: on a held reply, the comment it answers, whose author is mailed at
 * the reply's first approval; cleared by the claim that sends that mail. Existing rows get what the
 * earlier rules would have done: the newest comment's time, and the thread's first comment for a
 * reply still waiting for its first decision.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('readers').addColumn('last_comment_at', 'text').execute();
  await db
    .updateTable('readers')
    .set((eb) => ({
      last_comment_at: eb
        .selectFrom('comments')
        .select((sub) => sub.fn.max('comments.created_at').as('newest'))
        .whereRef('comments.reader_id', '=', 'readers.id'),
    }))
    .execute();

  await db.schema.alterTable('comments').addColumn('notify_comment_id', 'text').execute();
  await db
    .updateTable('comments')
    .set((eb) => ({ notify_comment_id: eb.ref('parent_id') }))
    .where('parent_id', 'is not', null)
    .where('status', '=', 'pending')
    .where('reviewed_at', 'is', null)
    .where('edited_at', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('notify_comment_id').execute();
  await db.schema.alterTable('readers').dropColumn('last_comment_at').execute();
}
