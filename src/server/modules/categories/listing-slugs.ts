import { RESERVED_SLUGS } from '../../../shared/constants';
import {
  CATEGORY_SLUG_ARTICLE_MESSAGE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
  SUBCATEGORY_SLUG_TAKEN_MESSAGE,
} from '../../../shared/schemas/categories';
import { suggestSlug } from '../../../shared/slugs';
import type { AppLog } from '../../context';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { findNewsIdBySlug } from '../news/news.repository';

/**
 * Slugs of categories and subcategories (decisions 273, 274). A category lives at `/{slug}`, where
 * articles live too: its slug is unique among categories, is no article's slug and none of the
 * site's own first segments. A subcategory lives at `/{category}/{slug}`: unique within its category.
 */

/** The name's slug as a newsroom writes it, or 'section' for a name with no letter or digit. */
function slugOfName(name: string): string {
  return suggestSlug(name) || 'section';
}

const RESERVED = new Set<string>(RESERVED_SLUGS);

async function categoryHolding(db: Db, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

/** Whether a category lives at `/{slug}`: an article may not take its address. */
export async function isCategorySlug(db: Db, slug: string): Promise<boolean> {
  return (await categoryHolding(db, slug)) !== undefined;
}

/** Refuses (409) a category slug another category or an article holds. */
export async function assertCategorySlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
  const holder = await categoryHolding(db, slug);
  if (holder !== undefined && holder !== exceptId)
    throw conflict(CATEGORY_SLUG_TAKEN_MESSAGE, { slug: CATEGORY_SLUG_TAKEN_MESSAGE });
  if ((await findNewsIdBySlug(db, slug)) !== undefined)
    throw conflict(CATEGORY_SLUG_ARTICLE_MESSAGE, { slug: CATEGORY_SLUG_ARTICLE_MESSAGE });
}

async function subcategoryHolding(db: Db, categoryId: string, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

export async function assertSubcategorySlugFree(
  db: Db,
  categoryId: string,
  slug: string,
  exceptId?: string,
): Promise<void> {
  const holder = await subcategoryHolding(db, categoryId, slug);
  if (holder !== undefined && holder !== exceptId)
    throw conflict(SUBCATEGORY_SLUG_TAKEN_MESSAGE, { slug: SUBCATEGORY_SLUG_TAKEN_MESSAGE });
}

/** The first of `base`, `base-2`, `base-3`… that `taken` refuses not. */
async function firstFree(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let number = 1; ; number += 1) {
    const slug = number === 1 ? base : `${base}-${number}`;
    if (!(await taken(slug))) return slug;
  }
}

/** The slug a new category gets when none is given: its name's, numbered past any holder. */
export function freeCategorySlug(db: Db, name: string): Promise<string> {
  return firstFree(slugOfName(name), async (slug) => {
    if (RESERVED.has(slug)) return true;
    return (await categoryHolding(db, slug)) !== undefined || (await findNewsIdBySlug(db, slug)) !== undefined;
  });
}

export function freeSubcategorySlug(db: Db, categoryId: string, name: string): Promise<string> {
  return firstFree(slugOfName(name), async (slug) => (await subcategoryHolding(db, categoryId, slug)) !== undefined);
}

/**
 * Names every category and subcategory stored without a slug (rows from before the migration that
 * made room for them), oldest first, in one transaction: run at start, after the migrations and
 * before serving (decision 273). Does nothing when every row has one.
 */
export async function assignListingSlugs(db: Db, log?: AppLog): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const categories = await trx
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('slug', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const category of categories) {
      const slug = await freeCategorySlug(trx, category.name);
      await trx.updateTable('categories').set({ slug }).where('id', '=', category.id).execute();
    }
    const subcategories = await trx
      .selectFrom('subcategories')
      .select(['id', 'name', 'category_id'])
      .where('slug', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const subcategory of subcategories) {
      const slug = await freeSubcategorySlug(trx, subcategory.category_id, subcategory.name);
      await trx.updateTable('subcategories').set({ slug }).where('id', '=', subcategory.id).execute();
    }
    const named = categories.length + subcategories.length;
    if (named > 0) log?.info({ named }, 'Categories and subcategories given a slug from their names');
    return named;
  });
}
