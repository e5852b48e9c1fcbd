import { newsCreateSchema } from '../../shared/schemas/news';
import type { Settings } from '../../shared/schemas/settings';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { nowIso } from '../lib/clock';
import { newId } from '../lib/ids';
import { removeStoredImages, type StoredImage } from '../modules/media/media.service';
import { removeSearchDocument } from '../modules/news/news.search';
import { createArticle } from '../modules/news/news.service';
import { removeNews } from '../modules/news/news.writes.repository';
import { listSettingRows, type SettingRow, saveSetting } from '../modules/settings/settings.repository';
import { updateSettings } from '../modules/settings/settings.service';
import { SEED_ARTICLES } from './articles';
import type { Artwork } from './artwork';
import { type CategoryKey, HOME_SECTION_KEYS, RELIGION_KEY, SEED_CATEGORIES, type SubcategoryKey } from './categories';
import { postConversation } from './conversation';
import { AD_SIZES, insertSiteExtras, SEED_ADS, type SeedAdKey } from './extras';
import { insertFeedback } from './feedback';
import { hoursBefore } from './hours';
import { ARTICLE_ART, ARTICLE_IMAGE_SIZE, type ArticleArt, CATEGORY_IMAGE_SIZE, storeArtworks } from './images';
import { LIVE_MATCH_ARTICLE, postLiveMatchUpdates } from './live-match';
import { blocksToHtml } from './markup';
import { SEED_PAGES, SITE_NAME } from './pages';
import { insertReaders } from './readers';
import { insertReads } from './reads';
import { REVISED_STORY, reviseStory } from './revisions';

/** The sections existed before the oldest demo article (four weeks back). */
const CATEGORIES_AGE_HOURS = 40 * 24;

type DemoImages = {
  categories: Record<CategoryKey, StoredImage>;
  articles: Record<ArticleArt, StoredImage>;
  ads: Record<SeedAdKey, StoredImage>;
};

type Ids = { categories: Record<CategoryKey, string>; subcategories: Record<SubcategoryKey, string> };

/** A seeded article as the later steps find it: by slug. */
type SeededArticle = { id: string; hoursAgo: number; publish: Date };

/** What has been written so far, so a failure half-way can take it back (docs/decisions/026). */
type Written = {
  images: StoredImage[];
  categoryIds: string[];
  newsIds: string[];
  readerIds: string[];
  feedbackIds: string[];
  settingsBefore?: SettingRow[];
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function hasContent(db: Db): Promise<boolean> {
  const [category, article] = await Promise.all([
    db.selectFrom('categories').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('news').select('id').limit(1).executeTakeFirst(),
  ]);
  return category !== undefined || article !== undefined;
}

async function storeDemoImages(ctx: AppContext, written: Written): Promise<DemoImages> {
  const keep = (image: StoredImage) => written.images.push(image);
  const categoryArt = Object.fromEntries(SEED_CATEGORIES.map((category) => [category.key, category.art]));
  const categories = await storeArtworks(ctx, categoryArt as Record<CategoryKey, Artwork>, CATEGORY_IMAGE_SIZE, keep);
  const articles = await storeArtworks(ctx, ARTICLE_ART, ARTICLE_IMAGE_SIZE, keep);
  const ads = {} as Record<SeedAdKey, StoredImage>;
  for (const type of Object.keys(AD_SIZES) as (keyof typeof AD_SIZES)[]) {
    const ofType = Object.entries(SEED_ADS).filter(([, ad]) => ad.type === type);
    const art: Record<string, Artwork> = Object.fromEntries(ofType.map(([key, ad]) => [key, ad.art]));
    Object.assign(ads, await storeArtworks(ctx, art, AD_SIZES[type], keep));
  }
  return { categories, articles, ads };
}

/** Categories and their subcategories in one transaction, in menu order. */
async function insertCategories(ctx: AppContext, images: DemoImages, now: Date): Promise<Ids> {
  const ids = { categories: {}, subcategories: {} } as Ids;
  await ctx.db.transaction().execute(async (trx) => {
    for (const [index, category] of SEED_CATEGORIES.entries()) {
      const at = hoursBefore(now, CATEGORIES_AGE_HOURS - index);
      const id = newId();
      ids.categories[category.key] = id;
      await trx
        .insertInto('categories')
        .values({
          id,
          slug: category.slug,
          name: category.name,
          description: category.description,
          image: images.categories[category.key].url,
          position: index + 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const subcategory of category.subcategories) {
        const subcategoryId = newId();
        ids.subcategories[subcategory.key] = subcategoryId;
        await trx
          .insertInto('subcategories')
          .values({
            id: subcategoryId,
            category_id: id,
            slug: subcategory.slug,
            name: subcategory.name,
            description: subcategory.description,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
  });
  return ids;
}

/**
 * Through the same service as the back office (sanitiser, tags, images, search index), then
 * dated back to the publish time so the lists read like a newsroom's last month. A live blog's
 * coverage started when it was published.
 */
async function createArticles(
  ctx: AppContext,
  seed: { ids: Ids; images: DemoImages; now: Date },
  written: Written,
): Promise<Map<string, SeededArticle>> {
  const { ids, images, now } = seed;
  const seeded = new Map<string, SeededArticle>();
  for (const article of SEED_ARTICLES) {
    const publish = hoursBefore(now, article.hoursAgo);
    const input = newsCreateSchema.parse({
      title: article.title,
      subtitle: article.subtitle,
      description: blocksToHtml(article.body),
      language: article.language,
      type: article.type,
      category: ids.categories[article.category],
      subcategory: article.subcategory ? ids.subcategories[article.subcategory] : null,
      location: article.location,
      // The newest big stories and every breaking story went out as push notifications.
      notificationSend: article.type === 'breaking-news' || (article.type === 'big-news' && article.hoursAgo < 24),
      tag: article.tags,
      slug: article.slug,
      images: article.images.map((art) => images.articles[art]),
      active: true,
      live: article.live,
      publish,
      translation: article.translationOf ? seeded.get(article.translationOf)?.id : undefined,
    });
    const news = await createArticle(ctx, input, [], null);
    seeded.set(news.slug, { id: news._id, hoursAgo: article.hoursAgo, publish: new Date(publish) });
    written.newsIds.push(news._id);
    await ctx.db
      .updateTable('news')
      .set({ created_at: publish, updated_at: publish, ...(article.live ? { live_started_at: publish } : {}) })
      .where('id', '=', news._id)
      .execute();
    await ctx.db.updateTable('news_revisions').set({ created_at: publish }).where('news_id', '=', news._id).execute();
  }
  return seeded;
}

/**
 * What the newsroom and its readers did with the articles: the live match's updates, the revised
 * story's later saves, readers with their comments and likes, the feedback inbox and the day's reads.
 */
async function addActivity(
  ctx: AppContext,
  articles: Map<string, SeededArticle>,
  now: Date,
  written: Written,
): Promise<void> {
  const articleOf = (slug: string) => {
    const article = articles.get(slug);
    if (!article) throw new Error(`The demo content names an article that is not seeded: ${slug}`);
    return article;
  };
  const readers = await insertReaders(ctx.db, now);
  written.readerIds = Object.values(readers);
  await postLiveMatchUpdates(ctx, articleOf(LIVE_MATCH_ARTICLE.slug).id, now);
  const revised = articleOf(REVISED_STORY.slug);
  await reviseStory(ctx, revised.id, revised.publish);
  const newsIds = new Map([...articles].map(([slug, article]) => [slug, article.id]));
  await postConversation(ctx, { news: newsIds, readers }, now);
  written.feedbackIds = await ctx.db.transaction().execute((trx) => insertFeedback(trx, now));
  await insertReads(ctx.db, articles, now);
}

function demoSettings(ids: Ids): Partial<Settings> {
  return {
    siteName: SITE_NAME,
    social: {
      facebook: 'https://www.facebook.com/samachardarpan',
      twitter: 'https://x.com/samachardarpan',
      youtube: 'https://www.youtube.com/@samachardarpan',
      instagram: 'https://www.instagram.com/samachardarpan',
      linkedin: 'https://www.linkedin.com/company/samachardarpan',
    },
    chatUrl: 'https://wa.me/919876543210',
    cricketWidgetUrl: '',
    homeSectionCategoryIds: HOME_SECTION_KEYS.map((key) => ids.categories[key]),
    religionCategoryId: ids.categories[RELIGION_KEY],
    tabbedBoxes: { fresh: ['recent-news', 'top-news'], special: ['Interview', 'ground-report'] },
    pages: SEED_PAGES,
  };
}

/** Takes back what a failed run wrote, so the next start finds an empty database and seeds again. */
async function undo(ctx: AppContext, written: Written): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const id of written.newsIds) {
      await removeSearchDocument(trx, id);
      await removeNews(trx, id);
    }
    if (written.categoryIds.length > 0)
      await trx.deleteFrom('categories').where('id', 'in', written.categoryIds).execute();
    if (written.readerIds.length > 0) await trx.deleteFrom('readers').where('id', 'in', written.readerIds).execute();
    if (written.feedbackIds.length > 0)
      await trx.deleteFrom('contact_messages').where('id', 'in', written.feedbackIds).execute();
    if (written.settingsBefore) {
      const restoredAt = nowIso();
      await trx.deleteFrom('settings').execute();
      for (const row of written.settingsBefore) await saveSetting(trx, row.key, row.value, restoredAt);
    }
  });
  await removeStoredImages(ctx, written.images);
}

/**
 * Fills an empty database with the demo newsroom (docs/product.md, Running and demo content): categories, about 78 articles in
 * Hindi and English, a live blog of a match in progress, a story with revisions, breaking news, a
 * live stream, a poll, ads, videos, readers with comments and likes, feedback, the day's reads,
 * visit counts and the site settings. Answers null, doing nothing, when any category or article exists.
 */
export async function seedDemoContentIfEmpty(ctx: AppContext): Promise<{ categories: number; news: number } | null> {
  if (await hasContent(ctx.db)) return null;
  const now = new Date();
  const written: Written = { images: [], categoryIds: [], newsIds: [], readerIds: [], feedbackIds: [] };
  try {
    const images = await storeDemoImages(ctx, written);
    const ids = await insertCategories(ctx, images, now);
    written.categoryIds = Object.values(ids.categories);
    written.settingsBefore = await listSettingRows(ctx.db);
    await updateSettings(ctx, demoSettings(ids), null);
    const articles = await createArticles(ctx, { ids, images, now }, written);
    await addActivity(ctx, articles, now, written);
    // Last, in one transaction of its own: it needs no taking back.
    await ctx.db.transaction().execute((trx) => insertSiteExtras(trx, images.ads, now, ctx.config.siteTimeZone));
  } catch (error) {
    try {
      await undo(ctx, written);
    } catch (undoError) {
      throw new Error(
        `${messageOf(error)} (and the partly written demo content could not be removed: ${messageOf(undoError)})`,
      );
    }
    throw error;
  }
  return { categories: SEED_CATEGORIES.length, news: SEED_ARTICLES.length };
}
