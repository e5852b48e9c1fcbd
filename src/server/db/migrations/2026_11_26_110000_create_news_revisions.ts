import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/** A public id (`yyyy/mm/<id>`) wherever it appears, as the media service reads them at this migration's time. */
const UPLOAD_ID = /\d{4}\/\d{2}\/[0-9a-f]{24}/g;
const BATCH = 200;

/**
 * Every save of an article keeps a revision of what it saved: title, subtitle, description, tags,
 * images, who and when, numbered by the article's `version` (docs/decisions/225). The uploads a
 * revision names are listed beside it, so media a kept revision needs is not removed (decision 227).
 * Articles saved before this migration get one revision of their state as it is now, so their
 * first edit can be undone too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('news_revisions_news_version_idx')
    .on('news_revisions')
    .columns(['news_id', 'version'])
    .unique()
    .execute();
  await db.schema
    .createTable('news_revision_uploads')
    .addColumn('revision_id', 'text', (c) => c.notNull().references('news_revisions.id').onDelete('cascade'))
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_revision_uploads_pk', ['revision_id', 'public_id'])
    .execute();
  await db.schema
    .createIndex('news_revision_uploads_public_id_idx')
    .on('news_revision_uploads')
    .column('public_id')
    .execute();

  let after = '';
  for (;;) {
    const articles = await db
      .selectFrom('news')
      .select(['id', 'version', 'title', 'subtitle', 'description', 'created_by', 'updated_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (articles.length === 0) break;
    after = articles[articles.length - 1]!.id;
    const ids = articles.map((article) => article.id);
    const tags = await db
      .selectFrom('news_tags')
      .select(['news_id', 'tag'])
      .where('news_id', 'in', ids)
      .orderBy('position')
      .execute();
    const images = await db
      .selectFrom('news_images')
      .select(['news_id', 'public_id', 'url', 'width', 'height'])
      .where('news_id', 'in', ids)
      .orderBy('position')
      .execute();
    const revisions = articles.map((article) => {
      const ownImages = images
        .filter((image) => image.news_id === article.id)
        .map(({ public_id, url, width, height }) => ({ public_id, url, width, height }));
      return {
        id: `${Date.now().toString(16).padStart(12, '0')}${randomBytes(6).toString('hex')}`,
        news_id: article.id,
        version: article.version,
        title: article.title,
        subtitle: article.subtitle,
        description: article.description,
        tags: JSON.stringify(tags.filter((tag) => tag.news_id === article.id).map((tag) => tag.tag)),
        images: JSON.stringify(ownImages),
        admin_id: article.created_by,
        restored_from: null,
        created_at: article.updated_at,
        uploads: [
          ...new Set(
            [article.description, ...ownImages.map((image) => `${image.public_id} ${image.url}`)].flatMap(
              (text) => text.match(UPLOAD_ID) ?? [],
            ),
          ),
        ],
      };
    });
    await db
      .insertInto('news_revisions')
      .values(revisions.map(({ uploads, ...revision }) => revision))
      .execute();
    const uploads = revisions.flatMap((revision) =>
      revision.uploads.map((publicId) => ({ revision_id: revision.id, public_id: publicId })),
    );
    if (uploads.length > 0) await db.insertInto('news_revision_uploads').values(uploads).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_revision_uploads').execute();
  await db.schema.dropTable('news_revisions').execute();
}
