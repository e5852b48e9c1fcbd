import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { SubcategoryRow } from '../../db/database';

/** A subcategory with the name of its parent category, as every answer shows it. */
export type SubcategoryWithCategory = SubcategoryRow & { category_name: string; category_slug: string | null };
export type SubcategoryRef = Pick<SubcategoryRow, 'id' | 'name' | 'slug' | 'category_id'>;

function selectWithCategory(db: Db) {
  return db
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.id', 'subcategories.category_id')
    .selectAll('subcategories')
    .select(['categories.name as category_name', 'categories.slug as category_slug']);
}

/** Every subcategory in navigation order: by its category's position, then by creation. */
export function listSubcategories(db: Db, limit: number): Promise<SubcategoryWithCategory[]> {
  return selectWithCategory(db)
    .orderBy('categories.position', 'asc')
    .orderBy('categories.created_at', 'asc')
    .orderBy('subcategories.created_at', 'asc')
    .orderBy('subcategories.id', 'asc')
    .limit(limit)
    .execute();
}

/** Id and name of the subcategories of the given categories (of all, when none are given), oldest first. */
export function listSubcategoryRefs(db: Db, categoryIds?: string[]): Promise<SubcategoryRef[]> {
  let query = db.selectFrom('subcategories').select(['id', 'name', 'slug', 'category_id']);
  if (categoryIds) {
    if (categoryIds.length === 0) return Promise.resolve([]);
    query = query.where('category_id', 'in', categoryIds);
  }
  return query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export function findSubcategoryById(db: Db, id: string): Promise<SubcategoryWithCategory | undefined> {
  return selectWithCategory(db).where('subcategories.id', '=', id).executeTakeFirst();
}

/** A subcategory of the category with this name, compared case-insensitively (docs/decisions/021). */
export function findSubcategoryByName(
  db: Db,
  categoryId: string,
  name: string,
  exceptId?: string,
): Promise<Pick<SubcategoryRow, 'id'> | undefined> {
  let query = db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', categoryId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertSubcategory(db: Db, row: SubcategoryRow): Promise<void> {
  await db.insertInto('subcategories').values(row).execute();
}

export async function updateSubcategory(
  db: Db,
  id: string,
  changes: Partial<Omit<SubcategoryRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('subcategories').set(changes).where('id', '=', id).execute();
}

export async function removeSubcategory(db: Db, id: string): Promise<void> {
  await db.deleteFrom('subcategories').where('id', '=', id).execute();
}
