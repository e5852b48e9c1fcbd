import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNewsPage, type NewsFilter } from '../../src/server/modules/news/news.service';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildNews } from '../helpers/news.factory';

/** Records every query the service runs, so their plans can be read and their number counted. */
function recordingContext(t: TestApp) {
  const queries: CompiledQuery[] = [];
  const db = t.db.withPlugin({
    transformQuery(args) {
      queries.push(t.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  });
  return { ctx: { ...t.ctx, db }, queries };
}

async function planOf(t: TestApp, query: CompiledQuery): Promise<string[]> {
  const result = await t.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => row.detail);
}

describe('news listing queries [sqlite]', () => {
  let t: TestApp;
  let filters: Record<string, NewsFilter>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const category = await buildCategory(t.ctx);
    const subcategory = await buildSubcategory(t.ctx, { category });
    for (let index = 0; index < 30; index += 1) {
      await buildNews(t.ctx, { subcategory, tag: ['a', 'b'], type: index % 2 ? 'big-news' : 'top-news' });
    }
    filters = {
      newest: { publishedOnly: true },
      category: { categoryId: category.id, publishedOnly: true },
      subcategory: { subcategoryId: subcategory.id, publishedOnly: true },
      type: { type: 'big-news', publishedOnly: true },
      language: { language: 'Hindi', publishedOnly: true },
      admin: { publishedOnly: false },
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a page in four queries however many rows it holds (count, rows, tags, images)', async () => {
    for (const limit of [1, 25]) {
      const { ctx, queries } = recordingContext(t);
      const page = await listNewsPage(ctx, filters.newest as NewsFilter, { page: 1, limit });
      expect(page.news).toHaveLength(limit);
      expect(page.news[0]?.tag).toEqual(['a', 'b']);
      expect(queries).toHaveLength(4);
    }
  });

  it.each(['newest', 'category', 'subcategory', 'type', 'language', 'admin'])(
    'uses an index on news for the %s listing, never a bare scan',
    async (name) => {
      const { ctx, queries } = recordingContext(t);
      await listNewsPage(ctx, filters[name] as NewsFilter, { page: 2, limit: 10 });
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
});
