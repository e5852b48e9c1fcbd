import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { CategoryRow, SubcategoryRow } from '../../db/database';

/** Navigation order (docs/decisions/020): position, then creation. */
export function listCategories(db: Db, limit: number): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The first `limit` categories in navigation order with their subcategories (oldest first), in one query. */
export async function listNavigation(
  db: Db,
  limit: number,
): Promise<{ category: CategoryRow; subcategories: Pick<SubcategoryRow, 'id' | 'name' | 'slug' | 'category_id'>[] }[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('subcategories', 'subcategories.category_id', 'categories.id')
    .where('categories.id', 'in', (eb) =>
      eb
        .selectFrom('categories as first')
        .select('first.id')
        .orderBy('first.position', 'asc')
        .orderBy('first.created_at', 'asc')
        .orderBy('first.id', 'asc')
        .limit(limit),
    )
    .selectAll('categories')
    .select([
      'subcategories.id as subcategory_id',
      'subcategories.name as subcategory_name',
      'subcategories.slug as subcategory_slug',
    ])
    .orderBy('categories.position', 'asc')
    .orderBy('categories.created_at', 'asc')
    .orderBy('categories.id', 'asc')
    .orderBy('subcategories.created_at', 'asc')
    .orderBy('subcategories.id', 'asc')
    .execute();
  return groupSubcategories(rows);
}

type CategoryWithSubcategoryRow = CategoryRow & {
  subcategory_id: string | null;
  subcategory_name: string | null;
  subcategory_slug: string | null;
};

/** Rows of a category-subcategory join, ordered by category, back into categories with their subcategories. */
function groupSubcategories(rows: CategoryWithSubcategoryRow[]) {
  const groups: {
    category: CategoryRow;
    subcategories: Pick<SubcategoryRow, 'id' | 'name' | 'slug' | 'category_id'>[];
  }[] = [];
  for (const {
    subcategory_id: subcategoryId,
    subcategory_name: subcategoryName,
    subcategory_slug: slug,
    ...category
  } of rows) {
    let group = groups.at(-1);
    if (group?.category.id !== category.id) {
      group = { category, subcategories: [] };
      groups.push(group);
    }
    if (subcategoryId !== null && subcategoryName !== null)
      group.subcategories.push({ id: subcategoryId, name: subcategoryName, slug, category_id: category.id });
  }
  return groups;
}

/** A category with its subcategories (oldest first), in one query: a listing page's header. */
export async function findCategoryWithSubcategories(
  db: Db,
  id: string,
): Promise<
  { category: CategoryRow; subcategories: Pick<SubcategoryRow, 'id' | 'name' | 'slug' | 'category_id'>[] } | undefined
> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('subcategories', 'subcategories.category_id', 'categories.id')
    .selectAll('categories')
    .select([
      'subcategories.id as subcategory_id',
      'subcategories.name as subcategory_name',
      'subcategories.slug as subcategory_slug',
    ])
    .where('categories.id', '=', id)
    .orderBy('subcategories.created_at', 'asc')
    .orderBy('subcategories.id', 'asc')
    .execute();
  return groupSubcategories(rows)[0];
}

export function findCategoryById(db: Db, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A category with this name, compared case-insensitively (docs/decisions/021). */
export function findCategoryByName(
  db: Db,
  name: string,
  exceptId?: string,
): Promise<Pick<CategoryRow, 'id'> | undefined> {
  let query = db.selectFrom('categories').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** The position after the last category, so that a new one goes last. */
export async function nextCategoryPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last == null ? 1 : Number(row.last) + 1;
}

export async function insertCategory(db: Db, row: CategoryRow): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategory(
  db: Db,
  id: string,
  changes: Partial<Omit<CategoryRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute();
}

/** Removes the category; its subcategories go with it (foreign key cascade). */
export async function removeCategory(db: Db, id: string): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
