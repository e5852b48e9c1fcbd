import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestContext, onPostgres, postgresAvailable, testedDialects } from '../helpers/app';

/**
 * The migrator asks the database which tables exist: the answer covers the site's own tables alone
 * (on PostgreSQL, its schema), so another site's (or test file's) migration on the same server
 * cannot fail it (decision 277).
 */
for (const dialect of testedDialects) {
  it.skipIf(dialect === 'postgres' && !postgresAvailable)(
    `introspection lists the site's own tables and columns, and none of another schema's [${dialect}]`,
    async () => {
      const other = `other_${Date.now().toString(36)}`;
      if (dialect === 'postgres') {
        await onPostgres(`create schema ${other}`);
        await onPostgres(`create table ${other}.stranger (id integer generated always as identity, note text)`);
      }
      const context = await createTestContext(dialect);
      try {
        const tables = await context.db.introspection.getTables();
        expect(tables.map((table) => table.name)).not.toContain('stranger');
        if (dialect === 'postgres') {
          const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(context.db);
          expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([rows[0]?.schema]));
        }
        const categories = tables.find((table) => table.name === 'categories');
        expect(categories?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'slug']));
        expect(categories?.columns.find((column) => column.name === 'slug')).toMatchObject({
          isNullable: true,
          isAutoIncrementing: false,
        });
        expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
        const withKyselys = await context.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(withKyselys.map((table) => table.name)).toContain('kysely_migration');
      } finally {
        await context.close();
        if (dialect === 'postgres') await onPostgres(`drop schema ${other} cascade`);
      }
    },
  );
}
