import type { Migration, MigrationProvider } from 'kysely';
import * as createSchema from './2026_11_22_120000_create_schema';

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '2026_11_22_120000_create_schema': createSchema,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
