import { expect } from 'vitest';
import type { AppContext } from '../../src/server/context';
import type { CategoryRow, SubcategoryRow } from '../../src/server/db/database';
import { newId } from '../../src/server/lib/ids';
import { writeSearchDocument } from '../../src/server/modules/news/news.search';
import { createArticle } from '../../src/server/modules/news/news.service';
import type { News, NewsCreateInput } from '../../src/shared/schemas/news';
import { announceWrite } from './announce';
import type { TestApp } from './app';
import { buildCategory } from './categories.factory';

let sequence = 0;

/** Any create field, with the category and subcategory given as rows rather than ids. */
export type NewsOverrides = Partial<Omit<NewsCreateInput, 'category' | 'subcategory'>> & {
  category?: CategoryRow;
  subcategory?: SubcategoryRow;
};

/**
 * A published article made through the real service (so tags, images and search rows exist),
 * under a new category unless one is given; a subcategory brings its own category along.
 */
export async function buildNews(ctx: AppContext, overrides: NewsOverrides = {}): Promise<News> {
  sequence += 1;
  const { category, subcategory, ...fields } = overrides;
  const categoryId = category?.id ?? subcategory?.category_id ?? (await buildCategory(ctx)).id;
  const input: NewsCreateInput = {
    title: `समाचार ${sequence}: Test headline ${sequence}`,
    subtitle: `Subtitle ${sequence}`,
    description: `<p>Story ${sequence} body text.</p>`,
    language: 'Hindi',
    type: 'top-news',
    category: categoryId,
    subcategory: subcategory?.id ?? null,
    location: 'Jaipur',
    youtubeurl: '',
    notificationSend: false,
    tag: [`tag${sequence}`],
    slug: `story-${sequence}-${Date.now().toString(36)}`,
    images: [{ public_id: `seed/${sequence}`, url: `/uploads/seed/${sequence}.webp`, width: 800, height: 450 }],
    ...fields,
  };
  return createArticle(ctx, input, [], null);
}

export const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
export const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** A complete, valid create body for a category; tests override what they are about. */
export type NewsBody = Record<string, string | number | boolean | object>;

export function newsBody(categoryId: string, overrides: NewsBody = {}): NewsBody {
  return {
    title: 'क्रिकेट: India win the series',
    subtitle: 'A late surge',
    description: '<p>The <strong>final</strong> match went to the last over.</p>',
    language: 'Hindi',
    type: 'top-news',
    category: categoryId,
    location: 'Jaipur',
    youtubeurl: 'https://www.youtube.com/watch?v=abcdefghijk',
    notificationSend: true,
    tag: ['cricket', 'India'],
    slug: `india-win-${Math.random().toString(36).slice(2, 10)}`,
    images: [{ public_id: '2026/11/cover', url: '/uploads/2026/11/cover.webp', width: 1200, height: 675 }],
    ...overrides,
  };
}

/** Rows an article leaves in its side tables, to prove writes are whole and deletes complete. */
export async function sideRows(t: TestApp, newsId: string) {
  const [tags, images, audits] = await Promise.all([
    t.db.selectFrom('news_tags').selectAll().where('news_id', '=', newsId).execute(),
    t.db.selectFrom('news_images').selectAll().where('news_id', '=', newsId).execute(),
    t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', newsId).orderBy('created_at').execute(),
  ]);
  return { tags, images, audits };
}

export async function countRows(t: TestApp, table: 'news' | 'news_tags' | 'news_images'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Many published articles at once, straight into the tables (with search rows), for tests about
 * caps and bounds where creating each through the service would take too long. The first is the newest.
 */
export async function buildManyNews(
  ctx: AppContext,
  count: number,
  options: { category: CategoryRow; word: string },
): Promise<string[]> {
  const base = Date.parse('2026-06-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, index) => {
    const at = new Date(base - index * 60_000).toISOString();
    const id = newId();
    return {
      id,
      slug: `many-${id}`,
      title: `${options.word} ${index}`,
      subtitle: '',
      description: '<p>Body</p>',
      description_text: 'Body',
      language: 'Hindi' as const,
      type: 'top-news',
      category_id: options.category.id,
      subcategory_id: null,
      location: 'Jaipur',
      youtube_url: '',
      notification_send: 0 as const,
      active: 1 as const,
      created_by: null,
      publish_at: at,
      created_at: at,
      updated_at: at,
    };
  });
  await ctx.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('news')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    for (const row of rows)
      await writeSearchDocument(trx, { newsId: row.id, title: row.title, slug: row.slug, body: '' });
  });
  await announceWrite(
    ctx,
    'news',
    rows.map((row) => row.id),
    { slugs: rows.map((row) => row.slug), categoryIds: [options.category.id] },
  );
  return rows.map((row) => row.id);
}
