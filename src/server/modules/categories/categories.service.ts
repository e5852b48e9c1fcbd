import { ENTITY_LIST_MAX, LISTING_PAGE_SIZE } from '../../../shared/constants';
import {
  CATEGORY_IMAGE_FIELD,
  CATEGORY_NOT_FOUND,
  CATEGORY_SLUG_TAKEN_MESSAGE,
  type Category,
  type CategoryCreateInput,
  type CategoryUpdateInput,
  type ListingQuery,
} from '../../../shared/schemas/categories';
import type { AppContext } from '../../context';
import type { CategoryRow } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { UploadedFile } from '../../lib/uploads';
import { auditedWrite } from '../audit/audited-write';
import { droppedUploads, uploadIdsIn, withOptionalImage } from '../media/media.service';
import { listPublishedByCategory } from '../news/news.published';
import { countNewsInCategory } from '../news/news.repository';
import { forgetCategoryInSettings } from '../settings/settings.service';
import { listSubcategoryRefs, type SubcategoryRef } from '../subcategories/subcategories.repository';
import { presentCategory } from './categories.presenter';
import {
  findCategoryById,
  findCategoryByName,
  findCategoryWithSubcategories,
  insertCategory,
  listCategories,
  listNavigation,
  nextCategoryPosition,
  removeCategory,
  updateCategory,
} from './categories.repository';
import { assertCategorySlugFree, freeCategorySlug } from './listing-slugs';

/** The site's menu: categories in navigation order with their subcategories, in one query. */
export async function listNavigationCategories(ctx: AppContext): Promise<Category[]> {
  const groups = await listNavigation(ctx.db, ENTITY_LIST_MAX);
  return groups.map(({ category, subcategories }) => presentCategory(category, subcategories));
}

export async function listCategoriesWithSubcategories(ctx: AppContext, limit: number): Promise<Category[]> {
  const categories = await listCategories(ctx.db, limit);
  const subcategories = await listSubcategoryRefs(
    ctx.db,
    categories.map((category) => category.id),
  );
  const byCategory = new Map<string, SubcategoryRef[]>();
  for (const subcategory of subcategories) {
    const siblings = byCategory.get(subcategory.category_id) ?? [];
    siblings.push(subcategory);
    byCategory.set(subcategory.category_id, siblings);
  }
  return categories.map((category) => presentCategory(category, byCategory.get(category.id) ?? []));
}

async function requireCategory(ctx: AppContext, id: string): Promise<CategoryRow> {
  const row = await findCategoryById(ctx.db, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export async function findCategory(ctx: AppContext, id: string): Promise<Category> {
  const row = await requireCategory(ctx, id);
  return presentCategory(row, await listSubcategoryRefs(ctx.db, [id]));
}

/** The category page: the category and one page of its published articles, newest first (three queries). */
export async function showCategoryWithNews(ctx: AppContext, id: string, paging: ListingQuery) {
  const [found, { news, pagination }] = await Promise.all([
    findCategoryWithSubcategories(ctx.db, id),
    listPublishedByCategory(ctx, id, { page: paging.page ?? 1, limit: paging.limit ?? LISTING_PAGE_SIZE }),
  ]);
  if (!found) throw notFound(CATEGORY_NOT_FOUND);
  return { category: presentCategory(found.category, found.subcategories), news, pagination };
}

/** A slug taken between the check and the write (another admin's save) is the same 409 as a checked one. */
async function slugRaceAsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_SLUG_TAKEN_MESSAGE, { slug: CATEGORY_SLUG_TAKEN_MESSAGE });
    throw error;
  }
}

async function assertCategoryNameFree(ctx: AppContext, name: string, exceptId?: string): Promise<void> {
  if (await findCategoryByName(ctx.db, name, exceptId)) {
    const message = `A category named "${name}" already exists`;
    throw conflict(message, { name: message });
  }
}

/**
 * The image is checked and stored before the row is written, so a bad file (415) creates nothing.
 * Without a file, the `image` URL of the body (an earlier upload) is kept as given.
 */
export async function createCategory(
  ctx: AppContext,
  adminId: string,
  input: CategoryCreateInput,
  uploads: UploadedFile[],
): Promise<Category> {
  await assertCategoryNameFree(ctx, input.name);
  // A slug given is checked; none given, the name's is numbered past any holder (decision 273).
  if (input.slug !== undefined) await assertCategorySlugFree(ctx.db, input.slug);
  const slug = input.slug ?? (await freeCategorySlug(ctx.db, input.name));
  const id = newId();
  const write = (uploaded: { url: string } | undefined) =>
    auditedWrite(ctx, { adminId, action: 'create', entity: 'category', entityId: id }, async (trx) => {
      const now = nowIso();
      const category: CategoryRow = {
        id,
        slug,
        name: input.name,
        description: input.description,
        image: uploaded?.url ?? input.image ?? '',
        position: input.position ?? (await nextCategoryPosition(trx)),
        created_at: now,
        updated_at: now,
      };
      await insertCategory(trx, category);
      return {
        result: presentCategory(category, []),
        details: { name: category.name },
        touched: { categoryIds: [id] },
      };
    });
  return slugRaceAsConflict(() => withOptionalImage(ctx, uploads, CATEGORY_IMAGE_FIELD, write));
}

/** Changes only the fields sent; a new image file replaces the image. */
export async function updateCategoryDetails(
  ctx: AppContext,
  adminId: string,
  input: CategoryUpdateInput,
  uploads: UploadedFile[],
): Promise<Category> {
  const current = await requireCategory(ctx, input.id);
  if (input.name !== undefined) await assertCategoryNameFree(ctx, input.name, input.id);
  if (input.slug !== undefined && input.slug !== current.slug)
    await assertCategorySlugFree(ctx.db, input.slug, input.id);
  const save = (uploaded: { url: string } | undefined) => {
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.slug !== undefined ? { slug: input.slug } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(uploaded ? { image: uploaded.url } : input.image !== undefined ? { image: input.image } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
    };
    const entry = { adminId, action: 'update', entity: 'category', entityId: input.id, details: changes } as const;
    return auditedWrite(ctx, entry, async (trx) => {
      await updateCategory(trx, input.id, { ...changes, updated_at: nowIso() });
      return {
        result: undefined,
        touched: { categoryIds: [input.id] },
        releasedUploads: changes.image === undefined ? [] : droppedUploads([current.image], [changes.image]),
      };
    });
  };
  await slugRaceAsConflict(() => withOptionalImage(ctx, uploads, CATEGORY_IMAGE_FIELD, save));
  return findCategory(ctx, input.id);
}

function stillHasArticles(count: number) {
  return conflict(
    `This category still has ${count} ${count === 1 ? 'article' : 'articles'}. Move or delete ${count === 1 ? 'it' : 'them'} before deleting the category.`,
  );
}

/**
 * Refuses while any article (published, scheduled or inactive) is filed under it; its subcategories
 * go with it, and the settings stop naming it.
 */
export async function removeEmptyCategory(ctx: AppContext, adminId: string, id: string): Promise<void> {
  const category = await requireCategory(ctx, id);
  try {
    await auditedWrite(ctx, { adminId, action: 'delete', entity: 'category', entityId: id }, async (trx) => {
      const articles = await countNewsInCategory(trx, id);
      if (articles > 0) throw stillHasArticles(articles);
      await removeCategory(trx, id);
      const settingsKeys = await forgetCategoryInSettings(trx, id);
      return {
        result: undefined,
        details: { name: category.name, settingsKeys },
        touched: { categoryIds: [id] },
        releasedUploads: uploadIdsIn([category.image]),
      };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw stillHasArticles(await countNewsInCategory(ctx.db, id));
    throw error;
  }
}
