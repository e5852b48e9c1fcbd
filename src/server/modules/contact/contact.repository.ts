import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ContactMessageTable } from '../../db/database';
import { newestFirstPage } from '../../db/newest-first';

export type ContactMessageRow = Selectable<ContactMessageTable>;

export async function insertContactMessage(db: Db, row: ContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export function findContactMessageById(db: Db, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of the inbox, newest first, with its pagination. */
export function pageOfContactMessages(db: Db, query: { page?: number; limit?: number }) {
  return newestFirstPage(db, 'contact_messages', query);
}

/** Messages no admin has marked read; a partial index holds only those. */
export async function countUnreadContactMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Messages sent from one email since a moment; the created_at index narrows it to the last minutes. */
export async function countContactMessagesFromEmailSince(db: Db, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', since)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks a message read once; a second call keeps the first reading time. */
export async function markContactMessageRead(db: Db, id: string, readAt: string): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ read_at: readAt })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/**
 * Records a captcha as spent and answers false when it already was. Rows of expired captchas are
 * purged on the way: an expired token is refused by its signature check, so its row is no longer needed.
 */
export async function spendCaptcha(db: Db, tokenId: string, expiresAt: string, now: string): Promise<boolean> {
  await db.deleteFrom('used_captchas').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('used_captchas')
    .values({ token_id: tokenId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .returning('token_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
