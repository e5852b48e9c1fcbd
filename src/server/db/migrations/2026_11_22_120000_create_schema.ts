import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('can_add', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_position_idx').on('categories').columns(['position', 'created_at']).execute();

  await db.schema
    .createTable('subcategories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subcategories_category_idx')
    .on('subcategories')
    .columns(['category_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('subcategory_id', 'text', (c) => c.references('subcategories.id').onDelete('restrict'))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notification_send', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Each public listing filters on one dimension plus active and orders by publish time.
  for (const column of ['category_id', 'subcategory_id', 'type', 'language']) {
    await db.schema
      .createIndex(`news_${column}_listing_idx`)
      .on('news')
      .columns([column, 'active', 'publish_at'])
      .execute();
  }
  await db.schema.createIndex('news_active_publish_idx').on('news').columns(['active', 'publish_at']).execute();
  await db.schema.createIndex('news_publish_idx').on('news').column('publish_at').execute();
  await db.schema.createIndex('news_created_idx').on('news').column('created_at').execute();
  await db.schema
    .createIndex('news_notification_idx')
    .on('news')
    .columns(['notification_send', 'created_at'])
    .execute();

  await db.schema
    .createTable('news_tags')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_tags_pk', ['news_id', 'position'])
    .execute();
  await db.schema.createIndex('news_tags_tag_idx').on('news_tags').column('tag').execute();

  await db.schema
    .createTable('news_images')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addPrimaryKeyConstraint('news_images_pk', ['news_id', 'position'])
    .execute();

  if (isPostgres(db)) {
    await db.schema
      .createTable('news_search')
      .addColumn('news_id', 'text', (c) => c.primaryKey().references('news.id').onDelete('cascade'))
      .addColumn('document', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX news_search_document_idx ON news_search USING GIN (document)`.execute(db);
  } else {
    // unicode61 with marks (M*) as token characters keeps Devanagari matras and viramas inside words.
    await sql`CREATE VIRTUAL TABLE news_search USING fts5(
      news_id UNINDEXED, title, body,
      tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"
    )`.execute(db);
  }

  await db.schema
    .createTable('breaking_news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('breaking_news_active_idx')
    .on('breaking_news')
    .columns(['active', 'created_at'])
    .execute();

  await db.schema
    .createTable('live_streams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('embed_url', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('polls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('poll_options')
    .addColumn('poll_id', 'text', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('poll_options_pk', ['poll_id', 'position'])
    .execute();
  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_id', 'text', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('voter_key', 'text', (c) => c.notNull())
    .addColumn('option_position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['poll_id', 'voter_key'])
    .execute();

  await db.schema
    .createTable('ads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_type_idx').on('ads').columns(['type', 'created_at']).execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('videos_publish_idx').on('videos').column('publish_at').execute();

  await db.schema
    .createTable('readers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('readers_created_idx').on('readers').column('created_at').execute();

  await db.schema
    .createTable('reader_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reader_codes_email_idx').on('reader_codes').columns(['email', 'created_at']).execute();

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

  await db.schema
    .createTable('likes')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('reader_id', 'text', (c) => c.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['news_id', 'reader_id'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('used_captchas')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('visits')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'settings',
    'visits',
    'used_captchas',
    'contact_messages',
    'likes',
    'comments',
    'reader_codes',
    'readers',
    'videos',
    'ads',
    'poll_votes',
    'poll_options',
    'polls',
    'live_streams',
    'breaking_news',
    'news_search',
    'news_images',
    'news_tags',
    'news',
    'subcategories',
    'categories',
    'admins',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
