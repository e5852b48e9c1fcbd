import type { AppContext } from '../../src/server/context';
import type { CategoryRow, SubcategoryRow } from '../../src/server/db/database';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { announceWrite } from './announce';

let sequence = 0;

export async function buildCategory(ctx: AppContext, overrides: Partial<CategoryRow> = {}): Promise<CategoryRow> {
  sequence += 1;
  const now = nowIso();
  const row: CategoryRow = {
    id: newId(),
    slug: `shreni-${sequence}`,
    name: `श्रेणी ${sequence}`,
    description: `Category ${sequence}`,
    image: '',
    position: sequence,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await ctx.db.insertInto('categories').values(row).execute();
  await announceWrite(ctx, 'category', [row.id], { categoryIds: [row.id] });
  return row;
}

/** A subcategory, under a new category unless one is given. */
export async function buildSubcategory(
  ctx: AppContext,
  overrides: Partial<SubcategoryRow> & { category?: CategoryRow } = {},
): Promise<SubcategoryRow> {
  sequence += 1;
  const { category, ...fields } = overrides;
  const parent = category ?? (await buildCategory(ctx));
  const now = nowIso();
  const row: SubcategoryRow = {
    id: newId(),
    category_id: parent.id,
    slug: `upshreni-${sequence}`,
    name: `उपश्रेणी ${sequence}`,
    description: `Subcategory ${sequence}`,
    created_at: now,
    updated_at: now,
    ...fields,
  };
  await ctx.db.insertInto('subcategories').values(row).execute();
  await announceWrite(ctx, 'subcategory', [row.id], { categoryIds: [row.category_id] });
  return row;
}

/** The readable address of a subcategory's page, under its category's (decision 273). */
export async function subcategoryPathOf(ctx: AppContext, subcategory: SubcategoryRow): Promise<string> {
  const parent = await ctx.db
    .selectFrom('categories')
    .select('slug')
    .where('id', '=', subcategory.category_id)
    .executeTakeFirstOrThrow();
  return `/${parent.slug}/${subcategory.slug}`;
}
