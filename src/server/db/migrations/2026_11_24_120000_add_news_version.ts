import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * An article's edit count, for optimistic concurrency (docs/decisions/102): an update that names the
 * version it started from only lands while that is still the stored one. Existing articles start at 1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').dropColumn('version').execute();
}
