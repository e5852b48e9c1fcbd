import { RESERVED_SLUGS } from '../../../shared/constants';
import { ARTICLE_SLUG_CATEGORY_MESSAGE } from '../../../shared/schemas/categories';
import {
  NEWS_EDITED_ELSEWHERE_MESSAGE,
  NEWS_NOT_FOUND,
  type News,
  type NewsCreateInput,
  type NewsUpdateInput,
  SLUG_RESERVED_MESSAGE,
  SLUG_TAKEN_MESSAGE,
} from '../../../shared/schemas/news';
import { stripHtml } from '../../../shared/text';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { NewsRow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { sanitizeRichText } from '../../lib/rich-text';
import type { UploadedFile } from '../../lib/uploads';
import { auditedWrite } from '../audit/audited-write';
import { findCategoryById } from '../categories/categories.repository';
import { isCategorySlug } from '../categories/listing-slugs';
import { droppedUploads, type StoredImage, uploadIdsIn, withStoredImages } from '../media/media.service';
import { keepRevision, listRevisionUploads } from '../news-revisions/revisions.repository';
import { findSubcategoryById } from '../subcategories/subcategories.repository';
import { presentNews } from './news.presenter';
import { findNewsIdBySlug, findNewsRowById, listImagesOf, listTagsOf, type NewsRowWithRefs } from './news.repository';
import { removeSearchDocument, searchBody, writeSearchDocument } from './news.search';
import {
  anyTranslation,
  applyTranslation,
  planTranslation,
  touchedWithPartners,
  withTranslation,
} from './news.translations';
import { findPartnerOf } from './news.translations.repository';
import {
  insertNews,
  type NewsImageInput,
  removeNews,
  replaceNewsImages,
  replaceNewsTags,
  updateNews,
  updateNewsContent,
} from './news.writes.repository';

/** Rows to JSON with two more queries in all (tags, images), however many rows there are. */
async function presentRows(db: Db, rows: NewsRowWithRefs[]): Promise<News[]> {
  const ids = rows.map((row) => row.id);
  const [tags, images] = await Promise.all([listTagsOf(db, ids), listImagesOf(db, ids)]);
  return rows.map((row) => presentNews(row, tags.get(row.id) ?? [], images.get(row.id) ?? []));
}

async function articleById(db: Db, id: string): Promise<News> {
  const row = await findNewsRowById(db, id);
  if (!row) throw notFound(NEWS_NOT_FOUND);
  const [news] = await presentRows(db, [row]);
  return withTranslation(news as News, anyTranslation(await findPartnerOf(db, row)));
}

/** The values every write checks, whether they came in this request or were stored before. */
type ArticleDraft = {
  slug: string;
  categoryId: string;
  subcategoryId: string | null;
  tags: string[];
  descriptionHtml: string;
};

function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** Slug rules, category and subcategory existence; answers the normalised values. */
async function checkDraft(db: Db, draft: ArticleDraft, articleId: string | null): Promise<ArticleDraft> {
  const slug = draft.slug.trim().toLowerCase();
  if ((RESERVED_SLUGS as readonly string[]).includes(slug))
    throw badRequest(SLUG_RESERVED_MESSAGE, { slug: SLUG_RESERVED_MESSAGE });
  const description = sanitizeRichText(draft.descriptionHtml);
  if (description === '') throw badRequest('Description is required', { description: 'Description is required' });
  if (!(await findCategoryById(db, draft.categoryId)))
    throw badRequest('Category not found', { category: 'Category not found' });
  if (draft.subcategoryId) {
    const subcategory = await findSubcategoryById(db, draft.subcategoryId);
    if (!subcategory) throw badRequest('Subcategory not found', { subcategory: 'Subcategory not found' });
    if (subcategory.category_id !== draft.categoryId) {
      const message = 'Subcategory does not belong to the chosen category';
      throw badRequest(message, { subcategory: message });
    }
  }
  await assertSlugFree(db, slug, articleId);
  return { ...draft, slug, descriptionHtml: description, subcategoryId: draft.subcategoryId || null };
}

async function assertSlugFree(db: Db, slug: string, articleId: string | null): Promise<void> {
  const holder = await findNewsIdBySlug(db, slug);
  if (holder !== undefined && holder !== articleId) throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
  // Categories live at `/{slug}` too (decision 273).
  if (await isCategorySlug(db, slug))
    throw conflict(ARTICLE_SLUG_CATEGORY_MESSAGE, { slug: ARTICLE_SLUG_CATEGORY_MESSAGE });
}

/** An article image names its upload by URL and by public id; either may be the one that counts. */
function imageReference(image: NewsImageInput): string {
  return `${image.public_id} ${image.url}`;
}

/** Form fields whose files become article images (`thumbnail` as in /image/multi, or `images`). */
const NEWS_IMAGE_FIELDS = ['thumbnail', 'images'];

/** Stores the request's images around `write`; a lost race for the slug answers 409. */
async function withArticleImages<T>(
  ctx: AppContext,
  files: UploadedFile[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  try {
    return await withStoredImages(
      ctx,
      files.filter((file) => NEWS_IMAGE_FIELDS.includes(file.field)),
      write,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    throw error;
  }
}

/** Publishes (or schedules) an article: row, tags, images, search row and audit line, all or nothing. */
export async function createArticle(
  ctx: AppContext,
  input: NewsCreateInput,
  files: UploadedFile[],
  adminId: string | null,
): Promise<News> {
  const draft = await checkDraft(
    ctx.db,
    {
      slug: input.slug,
      categoryId: input.category,
      subcategoryId: input.subcategory || null,
      tags: uniqueTags(input.tag),
      descriptionHtml: input.description,
    },
    null,
  );
  const id = newId();
  const translation = await planTranslation(ctx.db, null, { id, language: input.language }, input.translation);
  await withArticleImages(ctx, files, async (stored) => {
    const now = nowIso();
    const subtitle = input.subtitle ?? '';
    const descriptionText = stripHtml(draft.descriptionHtml);
    const images: NewsImageInput[] = [...(input.images ?? []), ...stored];
    const entry = { adminId, action: 'create', entity: 'news', entityId: id, details: { slug: draft.slug } } as const;
    await auditedWrite(ctx, entry, async (trx) => {
      await insertNews(trx, {
        id,
        slug: draft.slug,
        title: input.title,
        subtitle,
        description: draft.descriptionHtml,
        description_text: descriptionText,
        language: input.language,
        type: input.type,
        category_id: draft.categoryId,
        subcategory_id: draft.subcategoryId,
        location: input.location,
        youtube_url: input.youtubeurl ?? '',
        notification_send: input.notificationSend ? 1 : 0,
        active: input.active === false ? 0 : 1,
        comments_enabled: input.commentsEnabled === false ? 0 : 1,
        live_started_at: input.live ? now : null,
        live_ended_at: null,
        publish_at: input.publish ? new Date(input.publish).toISOString() : now,
        created_by: adminId,
        created_at: now,
        updated_at: now,
      });
      await applyTranslation(trx, { id, language: input.language }, translation);
      await replaceNewsTags(trx, id, draft.tags);
      await replaceNewsImages(trx, id, images);
      await writeSearchDocument(trx, {
        newsId: id,
        title: input.title,
        slug: draft.slug,
        body: searchBody(subtitle, descriptionText, draft.tags),
      });
      await keepRevision(trx, id, adminId);
      const named = touchedWithPartners({ id, slugs: [draft.slug] }, [translation.partner]);
      return { result: undefined, touched: { ...named, categoryIds: [draft.categoryId] } };
    });
  });
  return articleById(ctx.db, id);
}

/** The Live switch: on keeps a coverage under way (or starts one), off ends the article's life as a live blog (decision 220). */
function liveSwitch(current: NewsRowWithRefs, live: boolean | undefined): Partial<NewsRow> {
  if (live === undefined || live === (current.live_started_at !== null)) return {};
  return live ? { live_started_at: nowIso(), live_ended_at: null } : { live_started_at: null, live_ended_at: null };
}

function editedElsewhere() {
  return conflict(NEWS_EDITED_ELSEWHERE_MESSAGE, { version: NEWS_EDITED_ELSEWHERE_MESSAGE });
}

/**
 * Changes the fields sent; the rest stays. Images sent as files are appended to the list. With a
 * `version`, the edit lands only if nobody saved the article since that version (409 otherwise); without
 * one, the last save wins, as for clients that predate versions (docs/decisions/102). Every save keeps a
 * revision of what it saved; a restore comes through here too, naming the version it brings back (decision 226).
 */
export async function updateArticle(
  ctx: AppContext,
  input: NewsUpdateInput,
  files: UploadedFile[],
  adminId: string | null,
  { restoredFrom }: { restoredFrom?: number } = {},
): Promise<News> {
  const current = await findNewsRowById(ctx.db, input.id);
  if (!current) throw notFound(NEWS_NOT_FOUND);
  if (input.version !== undefined && input.version !== current.version) throw editedElsewhere();
  const [tagsNow, imagesNow] = await Promise.all([
    listTagsOf(ctx.db, [current.id]),
    listImagesOf(ctx.db, [current.id]),
  ]);
  const draft = await checkDraft(
    ctx.db,
    {
      slug: input.slug ?? current.slug,
      categoryId: input.category ?? current.category_id,
      subcategoryId: input.subcategory === undefined ? current.subcategory_id : input.subcategory || null,
      tags: uniqueTags(input.tag ?? tagsNow.get(current.id) ?? []),
      descriptionHtml: input.description ?? current.description,
    },
    current.id,
  );
  const language = input.language ?? current.language;
  const translation = await planTranslation(ctx.db, current, { id: current.id, language }, input.translation);
  await withArticleImages(ctx, files, async (stored) => {
    const title = input.title ?? current.title;
    const subtitle = input.subtitle ?? current.subtitle;
    const descriptionText = stripHtml(draft.descriptionHtml);
    const changes: Partial<NewsRow> = {
      slug: draft.slug,
      title,
      subtitle,
      description: draft.descriptionHtml,
      description_text: descriptionText,
      language,
      type: input.type ?? current.type,
      category_id: draft.categoryId,
      subcategory_id: draft.subcategoryId,
      location: input.location ?? current.location,
      youtube_url: input.youtubeurl ?? current.youtube_url,
      notification_send:
        input.notificationSend === undefined ? current.notification_send : input.notificationSend ? 1 : 0,
      active: input.active === undefined ? current.active : input.active ? 1 : 0,
      comments_enabled: input.commentsEnabled === undefined ? current.comments_enabled : input.commentsEnabled ? 1 : 0,
      ...liveSwitch(current, input.live),
      publish_at: input.publish ? new Date(input.publish).toISOString() : current.publish_at,
      updated_at: nowIso(),
    };
    const imagesBefore: NewsImageInput[] = imagesNow.get(current.id) ?? [];
    const imagesAfter =
      input.images !== undefined || stored.length > 0 ? [...(input.images ?? imagesBefore), ...stored] : null;
    const fields = Object.keys(input).filter((field) => field !== 'id' && field !== 'version');
    const details = restoredFrom === undefined ? { fields } : { fields, restoredFrom };
    const entry = { adminId, action: 'update', entity: 'news', entityId: current.id, details } as const;
    await auditedWrite(ctx, entry, async (trx) => {
      // Checked again in the write itself: a save that began after the check above may have landed since.
      if (!(await updateNewsContent(trx, current.id, changes, input.version))) throw editedElsewhere();
      await applyTranslation(trx, { id: current.id, language }, translation);
      await replaceNewsTags(trx, current.id, draft.tags);
      if (imagesAfter) await replaceNewsImages(trx, current.id, imagesAfter);
      await writeSearchDocument(trx, {
        newsId: current.id,
        title,
        slug: draft.slug,
        body: searchBody(subtitle, descriptionText, draft.tags),
      });
      const prunedUploads = await keepRevision(trx, current.id, adminId, restoredFrom ?? null);
      return {
        result: undefined,
        touched: {
          ...touchedWithPartners({ id: current.id, slugs: [current.slug, draft.slug] }, [
            translation.previous,
            translation.partner,
          ]),
          categoryIds: [current.category_id, draft.categoryId],
          ...(draft.slug !== current.slug ? { renamed: { from: current.slug, to: draft.slug } } : {}),
        },
        releasedUploads: [
          ...droppedUploads(
            [current.description, ...imagesBefore.map(imageReference)],
            [draft.descriptionHtml, ...(imagesAfter ?? imagesBefore).map(imageReference)],
          ),
          ...prunedUploads,
        ],
      };
    });
  });
  return articleById(ctx.db, current.id);
}

/** Activate/Deactivate: any admin may (docs/product.md, Admins and permissions). */
export async function toggleArticleActive(
  ctx: AppContext,
  id: string,
  active: boolean,
  adminId: string | null,
): Promise<News> {
  const current = await findNewsRowById(ctx.db, id);
  if (!current) throw notFound(NEWS_NOT_FOUND);
  const named = touchedWithPartners({ id, slugs: [current.slug] }, [await findPartnerOf(ctx.db, current)]);
  await auditedWrite(
    ctx,
    { adminId, action: 'toggle', entity: 'news', entityId: id, details: { active } },
    async (trx) => {
      await updateNews(trx, id, { active: active ? 1 : 0, updated_at: nowIso() });
      return { result: undefined, touched: { ...named, categoryIds: [current.category_id] } };
    },
  );
  return articleById(ctx.db, id);
}

/** Deletes the article with its tags, images list, comments, likes and search row. */
export async function removeArticle(ctx: AppContext, id: string, adminId: string | null): Promise<void> {
  const current = await findNewsRowById(ctx.db, id);
  if (!current) throw notFound(NEWS_NOT_FOUND);
  const entry = { adminId, action: 'delete', entity: 'news', entityId: id } as const;
  // Its link goes with it (the rows cascade); the partner's page stops offering it (decision 232).
  const named = touchedWithPartners({ id, slugs: [current.slug] }, [await findPartnerOf(ctx.db, current)]);
  await auditedWrite(ctx, entry, async (trx) => {
    const images = (await listImagesOf(trx, [id])).get(id) ?? [];
    const revisionUploads = await listRevisionUploads(trx, id);
    await removeSearchDocument(trx, id);
    await removeNews(trx, id);
    return {
      result: undefined,
      details: { slug: current.slug, title: current.title },
      touched: { ...named, categoryIds: [current.category_id] },
      releasedUploads: [...uploadIdsIn([current.description, ...images.map(imageReference)]), ...revisionUploads],
    };
  });
}
