import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * `readers.language`: the language of every mail the reader gets ('hi' or 'en'), chosen at sign-up
 * and on the account page (decision 270). Readers who signed up before it get Hindi, the site's
 * first language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('readers')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('hi'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('readers').dropColumn('language').execute();
}
