import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * What readers do on the site: sign in by a one-time code (or the link mailed with it), comment with
 * replies, likes and reports under moderation, like articles, and receive web push.
 * `comments` and `likes` were created empty and nothing ever wrote them, so `comments` is rebuilt
 * with the columns it needs (a reader's comment may outlive the account as 'deleted reader').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('readers')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('readers').addColumn('suspended_until', 'text').execute();
  await db.schema.alterTable('readers').addColumn('verified_at', 'text').execute();
  await db.schema
    .alterTable('readers')
    .addColumn('reply_mail', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('readers').addColumn('notifications_seen_at', 'text').execute();

  await db.schema.alterTable('reader_codes').addColumn('link_hash', 'text').execute();
  await db.schema.createIndex('reader_codes_link_idx').on('reader_codes').column('link_hash').execute();

  await db.schema
    .alterTable('news')
    .addColumn('comments_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('news')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('news')
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.dropTable('comments').execute();
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('reader_id', 'text', (c) => c.references('readers.id').onDelete('set null'))
    .addColumn('parent_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hold_reason', 'text')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_at', 'text')
    .addColumn('edited_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_news_status_idx')
    .on('comments')
    .columns(['news_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('comments_reader_idx').on('comments').columns(['reader_id', 'created_at']).execute();
  await db.schema.createIndex('comments_parent_idx').on('comments').columns(['parent_id', 'created_at']).execute();
  await db.schema.createIndex('comments_status_idx').on('comments').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reader_id', 'text', (c) => c.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'reader_id'])
    .execute();
  await db.schema.createIndex('comment_likes_reader_idx').on('comment_likes').column('reader_id').execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reader_id', 'text', (c) => c.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'reader_id'])
    .execute();
  await db.schema.createIndex('comment_reports_reader_idx').on('comment_reports').column('reader_id').execute();

  await db.schema.createIndex('likes_reader_idx').on('likes').column('reader_id').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('reader_id', 'text', (c) => c.references('readers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_reader_idx').on('push_subscriptions').column('reader_id').execute();

  await db.schema
    .createTable('push_sends')
    .addColumn('news_id', 'text', (c) => c.primaryKey().references('news.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_sends').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropIndex('likes_reader_idx').execute();
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.dropTable('comment_likes').execute();
  await db.schema.dropTable('comments').execute();
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('reader_id', 'text', (c) => c.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_news_idx').on('comments').columns(['news_id', 'created_at']).execute();
  for (const column of ['comment_count', 'like_count', 'comments_enabled']) {
    await db.schema.alterTable('news').dropColumn(column).execute();
  }
  await db.schema.dropIndex('reader_codes_link_idx').execute();
  await db.schema.alterTable('reader_codes').dropColumn('link_hash').execute();
  for (const column of ['notifications_seen_at', 'reply_mail', 'verified_at', 'suspended_until', 'status']) {
    await db.schema.alterTable('readers').dropColumn(column).execute();
  }
}
