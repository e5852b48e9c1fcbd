import type { Db } from '../../db/client';

export type SettingRow = { key: string; value: string };

export function listSettingRows(db: Db): Promise<SettingRow[]> {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

export async function saveSetting(db: Db, key: string, value: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}

/** Which of the given ids name a category. */
export async function findExistingCategoryIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
