import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { createTestContext, itOnPostgres, onPostgres } from '../helpers/app';

/**
 * The migrator asks the database which tables exist: on PostgreSQL the answer covers the site's own
 * schema alone, so another site's (or test file's) migration on the same server cannot fail it.
 */
describe('introspection on a PostgreSQL server shared by several schemas', () => {
  itOnPostgres("lists the site's own tables and their columns, and none of another schema's", async () => {
    const other = `other_${Date.now().toString(36)}`;
    await onPostgres(`create schema ${other}`);
    await onPostgres(`create table ${other}.stranger (id integer generated always as identity, note text)`);
    const context = await createTestContext('postgres');
    try {
      const tables = await context.db.introspection.getTables();
      const [{ schema }] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(context.db))
        .rows as [{ schema: string }];
      expect(tables.map((table) => table.name)).not.toContain('stranger');
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      const categories = tables.find((table) => table.name === 'categories');
      expect(categories?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'slug']));
      expect(categories?.columns.find((column) => column.name === 'slug')).toMatchObject({
        dataType: 'text',
        isNullable: true,
        isAutoIncrementing: false,
      });
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
    } finally {
      await context.close();
      await onPostgres(`drop schema ${other} cascade`);
    }
  });
});
