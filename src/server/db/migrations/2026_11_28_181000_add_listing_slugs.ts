import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * Categories and subcategories get the slug of their readable address (docs/decisions/273, 274):
 * `/{category}` and `/{category}/{subcategory}`. A category's slug is unique, a subcategory's
 * within its category. Rows already stored get theirs at start (`assignListingSlugs`): naming
 * them needs the romaniser, which a frozen migration cannot import; until then the column is empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('slug', 'text').execute();
  await db.schema.alterTable('subcategories').addColumn('slug', 'text').execute();
  await db.schema.createIndex('categories_slug_idx').on('categories').column('slug').unique().execute();
  await db.schema
    .createIndex('subcategories_category_slug_idx')
    .on('subcategories')
    .columns(['category_id', 'slug'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subcategories_category_slug_idx').execute();
  await db.schema.dropIndex('categories_slug_idx').execute();
  await db.schema.alterTable('subcategories').dropColumn('slug').execute();
  await db.schema.alterTable('categories').dropColumn('slug').execute();
}
