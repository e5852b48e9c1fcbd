import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import {
  CATEGORY_NOT_FOUND,
  type ListingQuery,
  SUBCATEGORY_NOT_FOUND,
  SUBCATEGORY_SLUG_TAKEN_MESSAGE,
  type SubCategory,
  type SubCategoryCreateInput,
  type SubCategoryUpdateInput,
} from '../../../shared/schemas/categories';
import type { AppContext } from '../../context';
import type { SubcategoryRow } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { findCategoryById } from '../categories/categories.repository';
import { assertSubcategorySlugFree, freeSubcategorySlug } from '../categories/listing-slugs';
import { listPublishedBySubcategory } from '../news/news.published';
import { countNewsInSubcategory } from '../news/news.repository';
import { presentSubcategory } from './subcategories.presenter';
import {
  findSubcategoryById,
  findSubcategoryByName,
  insertSubcategory,
  listSubcategories,
  removeSubcategory,
  type SubcategoryWithCategory,
  updateSubcategory,
} from './subcategories.repository';

export async function listAllSubcategories(ctx: AppContext, limit: number): Promise<SubCategory[]> {
  return (await listSubcategories(ctx.db, limit)).map(presentSubcategory);
}

async function requireSubcategory(ctx: AppContext, id: string): Promise<SubcategoryWithCategory> {
  const row = await findSubcategoryById(ctx.db, id);
  if (!row) throw notFound(SUBCATEGORY_NOT_FOUND);
  return row;
}

export async function findSubcategory(ctx: AppContext, id: string): Promise<SubCategory> {
  return presentSubcategory(await requireSubcategory(ctx, id));
}

/** The subcategory page: the subcategory and one page of its published articles, newest first (three queries). */
export async function showSubcategoryWithNews(ctx: AppContext, id: string, paging: ListingQuery) {
  const [subCategory, { news, pagination }] = await Promise.all([
    findSubcategory(ctx, id),
    listPublishedBySubcategory(ctx, id, { page: paging.page ?? 1, limit: paging.limit ?? LISTING_PAGE_SIZE }),
  ]);
  return { subCategory, news, pagination };
}

/** The parent named in a form: a missing one is a field error of the form, not a missing page. */
async function requireParentCategory(ctx: AppContext, categoryId: string) {
  const category = await findCategoryById(ctx.db, categoryId);
  if (!category) throw badRequest(CATEGORY_NOT_FOUND, { category: CATEGORY_NOT_FOUND });
  return category;
}

async function assertSubcategoryNameFree(
  ctx: AppContext,
  category: { id: string; name: string },
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await findSubcategoryByName(ctx.db, category.id, name, exceptId)) {
    const message = `${category.name} already has a subcategory named "${name}"`;
    throw conflict(message, { name: message });
  }
}

/** A slug taken between the check and the write is the same 409 as a checked one. */
async function slugRaceAsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(SUBCATEGORY_SLUG_TAKEN_MESSAGE, { slug: SUBCATEGORY_SLUG_TAKEN_MESSAGE });
    throw error;
  }
}

export async function createSubcategory(
  ctx: AppContext,
  adminId: string,
  input: SubCategoryCreateInput,
): Promise<SubCategory> {
  const category = await requireParentCategory(ctx, input.category);
  await assertSubcategoryNameFree(ctx, category, input.name);
  if (input.slug !== undefined) await assertSubcategorySlugFree(ctx.db, category.id, input.slug);
  const now = nowIso();
  const row: SubcategoryRow = {
    id: newId(),
    category_id: category.id,
    slug: input.slug ?? (await freeSubcategorySlug(ctx.db, category.id, input.name)),
    name: input.name,
    description: input.description,
    created_at: now,
    updated_at: now,
  };
  const entry = { adminId, action: 'create', entity: 'subcategory', entityId: row.id } as const;
  return slugRaceAsConflict(() =>
    auditedWrite(ctx, entry, async (trx) => {
      await insertSubcategory(trx, row);
      return {
        result: presentSubcategory({ ...row, category_name: category.name, category_slug: category.slug }),
        details: { name: row.name, category: category.id },
        touched: { categoryIds: [category.id] },
      };
    }),
  );
}

function plural(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'}`;
}

/**
 * Changes only the fields sent. Moving to another category is refused while articles are filed
 * under the subcategory: they would end up with a subcategory outside their own category.
 */
export async function updateSubcategoryDetails(
  ctx: AppContext,
  adminId: string,
  input: SubCategoryUpdateInput,
): Promise<SubCategory> {
  const existing = await requireSubcategory(ctx, input.id);
  const moving = input.category !== undefined && input.category !== existing.category_id;
  const category = moving
    ? await requireParentCategory(ctx, input.category as string)
    : { id: existing.category_id, name: existing.category_name };
  if (input.name !== undefined || moving) {
    await assertSubcategoryNameFree(ctx, category, input.name ?? existing.name, existing.id);
  }
  // Moving keeps the slug: refused (409) when a subcategory of the new category holds it already.
  const slug = input.slug ?? existing.slug;
  if (input.slug !== undefined || moving) {
    if (slug !== null) await assertSubcategorySlugFree(ctx.db, category.id, slug, existing.id);
  }
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(moving ? { category_id: category.id } : {}),
  };
  const entry = { adminId, action: 'update', entity: 'subcategory', entityId: existing.id, details: changes } as const;
  await slugRaceAsConflict(() =>
    auditedWrite(ctx, entry, async (trx) => {
      if (moving) {
        const articles = await countNewsInSubcategory(trx, existing.id);
        if (articles > 0) {
          throw conflict(
            `This subcategory still has ${plural(articles)}. Move ${articles === 1 ? 'it' : 'them'} before moving the subcategory to another category.`,
          );
        }
      }
      await updateSubcategory(trx, existing.id, { ...changes, updated_at: nowIso() });
      return { result: undefined, touched: { categoryIds: [existing.category_id, category.id] } };
    }),
  );
  return findSubcategory(ctx, existing.id);
}

function stillHasArticles(count: number) {
  return conflict(
    `This subcategory still has ${plural(count)}. Move or delete ${count === 1 ? 'it' : 'them'} before deleting the subcategory.`,
  );
}

export async function removeEmptySubcategory(ctx: AppContext, adminId: string, id: string): Promise<void> {
  const existing = await requireSubcategory(ctx, id);
  const entry = { adminId, action: 'delete', entity: 'subcategory', entityId: id } as const;
  try {
    await auditedWrite(ctx, entry, async (trx) => {
      const articles = await countNewsInSubcategory(trx, id);
      if (articles > 0) throw stillHasArticles(articles);
      await removeSubcategory(trx, id);
      return {
        result: undefined,
        details: { name: existing.name, category: existing.category_id },
        touched: { categoryIds: [existing.category_id] },
      };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw stillHasArticles(await countNewsInSubcategory(ctx.db, id));
    throw error;
  }
}
