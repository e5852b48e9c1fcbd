import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { listAllNews } from '../../src/server/modules/news/news.backoffice';
import type { NewsPage, Paging } from '../../src/server/modules/news/news.listing';
import {
  listPublishedBlocks,
  listPublishedByCategory,
  listPublishedBySubcategory,
  listPublishedByType,
  listPublishedLatest,
  listPublishedNews,
} from '../../src/server/modules/news/news.published';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildNews } from '../helpers/news.factory';

import { recordingContext } from '../helpers/query-recorder';

async function planOf(t: TestApp, query: CompiledQuery): Promise<string[]> {
  const result = await t.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => row.detail);
}

describe('news listing queries [sqlite]', () => {
  let t: TestApp;
  let listings: Record<string, (ctx: AppContext, paging: Paging) => Promise<NewsPage>>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const category = await buildCategory(t.ctx);
    const subcategory = await buildSubcategory(t.ctx, { category });
    for (let index = 0; index < 30; index += 1) {
      await buildNews(t.ctx, {
        title: `Test headline ${index + 1}`,
        // The factory's slug carries a counter shared by every file of a worker, which a search for '2' would find.
        slug: `plan-story-${index + 1}`,
        subtitle: 'Subtitle',
        description: '<p>Story body text.</p>',
        subcategory,
        tag: ['a', 'b'],
        type: index % 2 ? 'big-news' : 'top-news',
      });
    }
    listings = {
      newest: listPublishedLatest,
      category: (ctx, paging) => listPublishedByCategory(ctx, category.id, paging),
      subcategory: (ctx, paging) => listPublishedBySubcategory(ctx, subcategory.id, paging),
      type: (ctx, paging) => listPublishedByType(ctx, 'big-news', paging),
      language: (ctx, paging) => listPublishedNews(ctx, { language: 'Hindi' }, paging),
      admin: (ctx, paging) => listAllNews(ctx, {}, paging),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a page in two queries however many rows it holds (count; rows with tags and images)', async () => {
    for (const limit of [1, 25]) {
      const { ctx, queries } = recordingContext(t);
      const page = await listPublishedLatest(ctx, { page: 1, limit });
      expect(page.news).toHaveLength(limit);
      expect(page.news[0]?.tag).toEqual(['a', 'b']);
      expect(page.news[0]?.images).toEqual([expect.objectContaining({ width: 800, height: 450 })]);
      expect(queries).toHaveLength(2);
    }
  });

  it("finds All News' page by walking an index of publish time and id, without sorting the rows it skips", async () => {
    const { ctx, queries } = recordingContext(t);
    await listAllNews(ctx, {}, { page: 3, limit: 10 });
    const rowsQuery = queries.find((query) => /order by/i.test(query.sql));
    expect(rowsQuery).toBeDefined();
    const plan = await planOf(t, rowsQuery as CompiledQuery);
    // The ids of the page come from the index alone; only the page's rows are then read whole.
    expect(plan, plan.join('\n')).toContain('SCAN news USING COVERING INDEX news_publish_id_idx');
  });

  it.each(['newest', 'category', 'subcategory', 'type', 'language', 'admin'])(
    'uses an index on news for the %s listing, never a bare scan',
    async (name) => {
      const { ctx, queries } = recordingContext(t);
      await listings[name]?.(ctx, { page: 2, limit: 10 });
      const newsQueries = queries.filter((query) => /from "news"/.test(query.sql));
      expect(newsQueries).toHaveLength(2);
      for (const query of queries) {
        const plan = await planOf(t, query);
        expect(
          plan.filter((line) => /^SCAN \w+$/.test(line)),
          `${query.sql}\n${plan.join('\n')}`,
        ).toEqual([]);
        if (newsQueries.includes(query)) {
          expect(plan.some((line) => /^(SEARCH|SCAN) news USING (COVERING )?INDEX news_/.test(line))).toBe(true);
        }
      }
    },
  );

  it('reads several blocks of newest articles in one query, each arm through a listing index', async () => {
    const { ctx, queries } = recordingContext(t);
    const blocks = await listPublishedBlocks(ctx, [
      { type: 'big-news', limit: 3 },
      { type: 'top-news', limit: 2 },
    ]);
    expect(blocks.map((block) => block.length)).toEqual([3, 2]);
    expect(queries).toHaveLength(1);
    const plan = await planOf(t, queries[0] as CompiledQuery);
    expect(
      plan.filter((line) => /^SCAN news\b/.test(line) && !/INDEX/.test(line)),
      plan.join('\n'),
    ).toEqual([]);
    expect(plan.filter((line) => /news USING (COVERING )?INDEX news_type_listing_idx/.test(line))).toHaveLength(2);
  });

  // A reader's search is answered from kept word matches (news-search-kept.test.ts); the back office's,
  // and a reader's on an archive too large to keep, read the index as below.
  it('walks a search from the FTS index newest first, with no sort of every match', async () => {
    const { ctx, queries } = recordingContext(t);
    const page = await listAllNews(ctx, { search: 'Test headline' }, { page: 1, limit: 10 });
    expect(page.news).toHaveLength(10);
    expect(page.pagination.total).toBe(30);
    const rowsQuery = queries.find((query) => /order by/i.test(query.sql));
    const plan = await planOf(t, rowsQuery as CompiledQuery);
    expect(plan[0], plan.join('\n')).toMatch(/^SCAN s VIRTUAL TABLE INDEX/);
    expect(
      plan.filter((line) => /TEMP B-TREE/.test(line)),
      plan.join('\n'),
    ).toEqual([]);
  });

  it('answers a search whose page is not full in one query, without walking its matches again to count them', async () => {
    const { ctx, queries } = recordingContext(t);
    const page = await listAllNews(ctx, { search: 'Test headline 2' }, { page: 1, limit: 20 });
    expect(page.news.length).toBeGreaterThan(0);
    expect(page.news.length).toBeLessThan(20);
    expect(page.pagination).toEqual({ total: page.news.length, page: 1, limit: 20, pages: 1 });
    // The page's translations are read after it, from the pair table (decision 260).
    expect(queries.filter((query) => !/from "news_translations"/.test(query.sql))).toHaveLength(1);
  });

  it('keeps prefix lists of one and two characters, so a short prefix reads one list instead of merging every word it begins', async () => {
    const { rows } = await t.db.executeQuery<{ sql: string }>(
      CompiledQuery.raw("select sql from sqlite_master where name = 'news_search'"),
    );
    expect(rows[0]?.sql).toMatch(/prefix\s*=\s*'1 2'/);
  });
});
