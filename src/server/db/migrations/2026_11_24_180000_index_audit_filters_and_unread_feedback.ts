import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * The Activity screen filters the audit log by admin and by kind of item, newest first; the
 * back office counts unread feedback on every screen. Indexes for both, on SQLite and PostgreSQL
 * (docs/decisions/109, 108).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('audit_log_admin_created_idx')
    .on('audit_log')
    .columns(['admin_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity_created_idx')
    .on('audit_log')
    .columns(['entity', 'created_at', 'id'])
    .execute();
  // Partial: only unread messages are in it, so the count stays small however many have been read.
  await db.schema
    .createIndex('contact_messages_unread_idx')
    .on('contact_messages')
    .column('created_at')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_unread_idx').execute();
  await db.schema.dropIndex('audit_log_entity_created_idx').execute();
  await db.schema.dropIndex('audit_log_admin_created_idx').execute();
}
