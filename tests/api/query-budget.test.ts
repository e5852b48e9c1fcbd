import { expect, it } from 'vitest';
import type { CategoryRow, SubcategoryRow } from '../../src/server/db/database';
import { showCategoryWithNews } from '../../src/server/modules/categories/categories.service';
import { findPublishedArticle, searchPublished } from '../../src/server/modules/news/news.published';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { loadHomePage } from '../../src/server/modules/site/home.service';
import { showSubcategoryWithNews } from '../../src/server/modules/subcategories/subcategories.service';
import type { News } from '../../src/shared/schemas/news';
import { loadArticlePage } from '../../src/web/public/pages/article.server';
import { loadHome } from '../../src/web/public/pages/home.server';
import { buildAd } from '../helpers/ads.factory';
import { describeEachDialect } from '../helpers/app';
import { buildBreakingNews } from '../helpers/breaking.factory';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildLiveStream } from '../helpers/live.factory';
import { buildNews } from '../helpers/news.factory';
import { buildPoll } from '../helpers/polls.factory';
import { recordingContext } from '../helpers/query-recorder';
import { buildVideo } from '../helpers/videos.factory';

/** Publish times one hour apart, newest last, so the expected order is easy to state. */
const hour = (index: number) => new Date(Date.parse('2026-05-01T00:00:00Z') + index * 3_600_000).toISOString();
const ids = (news: News[]) => news.map((item) => item._id);

describeEachDialect('query budgets of the site’s reads', (t) => {
  let categories: CategoryRow[];
  let subcategory: SubcategoryRow;
  const byCategory = new Map<string, News[]>();
  let bigNews: News[];

  it('builds a newsroom’s worth of content', async () => {
    categories = [];
    for (let index = 0; index < 8; index += 1) categories.push(await buildCategory(t().ctx, { position: index }));
    subcategory = await buildSubcategory(t().ctx, { category: categories[0] });
    await buildSubcategory(t().ctx, { category: categories[1] });
    bigNews = [];
    let sequence = 0;
    for (const category of categories) {
      const list: News[] = [];
      for (let index = 0; index < 6; index += 1) {
        sequence += 1;
        const type = sequence % 3 === 0 ? 'big-news' : 'top-news';
        const news = await buildNews(t().ctx, {
          category,
          ...(category === categories[0] && index < 3 ? { subcategory } : {}),
          type,
          tag: [`विषय${sequence}`, 'खबर'],
          publish: hour(sequence),
        });
        list.unshift(news);
        if (type === 'big-news') bigNews.unshift(news);
      }
      byCategory.set(category.id, list);
    }
    await buildNews(t().ctx, { category: categories[0], type: 'big-news', active: false, publish: hour(900) });
    await buildNews(t().ctx, { category: categories[0], type: 'big-news', publish: '2999-01-01T00:00:00Z' });
    await updateSettings(
      t().ctx,
      { homeSectionCategoryIds: categories.slice(1, 7).map((category) => category.id) },
      null,
    );
    for (let index = 0; index < 3; index += 1) {
      await buildBreakingNews(t().ctx);
      await buildAd(t().ctx);
      await buildVideo(t().ctx);
      await buildLiveStream(t().ctx);
      await buildPoll(t().ctx, { createdAt: hour(index) });
    }
  });

  it('reads the whole home page in at most 8 queries, none of them a count', async () => {
    const { ctx, queries } = recordingContext(t());
    const home = await loadHomePage(ctx);
    expect(queries.length).toBeLessThanOrEqual(8);
    expect(queries.filter((query) => /count\(/i.test(query.sql))).toEqual([]);

    expect(ids(home.bigNews)).toEqual(ids(bigNews.slice(0, 10)));
    expect(home.bigNews[0]?.images).toEqual([expect.objectContaining({ url: expect.stringMatching(/^\/uploads\//) })]);
    expect(home.sections.map((section) => section.category._id)).toEqual(categories.slice(1, 7).map((c) => c.id));
    for (const section of home.sections) {
      expect(ids(section.news)).toEqual(ids((byCategory.get(section.category._id) ?? []).slice(0, 4)));
      expect(section.news[0]?.tag).toHaveLength(2);
    }
    expect(home.navigation.map((category) => category._id).slice(-8)).toEqual(categories.map((c) => c.id));
    expect(home.navigation.at(-8)?.subCategories).toEqual([
      { _id: subcategory.id, name: subcategory.name, slug: subcategory.slug },
    ]);
    expect(home.breakingNews).toHaveLength(3);
    expect(home.ads).toHaveLength(3);
    expect(home.videos).toHaveLength(3);
    expect(home.liveStreams).toHaveLength(3);
    expect(home.poll?.options).toHaveLength(3);
  });

  it("builds the rendered home page's blocks and frame from that same read and the 'most read' block's one query", async () => {
    const { ctx, queries } = recordingContext(t());
    const view = await loadHome(ctx);
    // The most read block is kept on its own, shared with the article sidebar (decision 241).
    expect(queries.length).toBeLessThanOrEqual(9);
    expect(view.layout.navigation.map((category) => category.id).slice(-8)).toEqual(categories.map((c) => c.id));
    expect(view.data.sections.map((section) => section.category._id)).toEqual(categories.slice(1, 7).map((c) => c.id));
  });

  it('reads a category page of 10 with its total in at most 3 queries', async () => {
    const category = categories[2] as CategoryRow;
    const { ctx, queries } = recordingContext(t());
    const page = await showCategoryWithNews(ctx, category.id, { page: 1, limit: 10 });
    expect(queries.length).toBeLessThanOrEqual(3);
    expect(ids(page.news)).toEqual(ids(byCategory.get(category.id) ?? []));
    expect(page.pagination).toEqual({ total: 6, page: 1, limit: 10, pages: 1 });
  });

  it('reads a subcategory page of 10 with its total in at most 3 queries', async () => {
    const { ctx, queries } = recordingContext(t());
    const page = await showSubcategoryWithNews(ctx, subcategory.id, { page: 1, limit: 10 });
    expect(queries.length).toBeLessThanOrEqual(3);
    expect(page.news).toHaveLength(3);
    expect(page.pagination).toEqual({ total: 3, page: 1, limit: 10, pages: 1 });
  });

  it('reads an article in one query, a search page in three, and the next page of its words in one', async () => {
    const article = (byCategory.get(categories[3]?.id ?? '') ?? [])[0] as News;
    const single = recordingContext(t());
    expect((await findPublishedArticle(single.ctx, article.slug))._id).toBe(article._id);
    expect(single.queries).toHaveLength(1);
    const search = recordingContext(t());
    const page = await searchPublished(search.ctx, 'खबर', { page: 1, limit: 20 });
    expect(page.pagination.total).toBe(48);
    // What readers may see, the word's matches in the index, the page's rows (decision 250).
    expect(search.queries).toHaveLength(3);
    search.queries.length = 0;
    const next = await searchPublished(search.ctx, 'खबर', { page: 2, limit: 20 });
    expect(next.news.map((news) => news._id)).not.toContain(page.news[0]?._id);
    expect(search.queries).toHaveLength(1);
  });

  it('renders the page of an article nobody has commented on from its one query, once the kept parts are read', async () => {
    const article = (byCategory.get(categories[4]?.id ?? '') ?? [])[0] as News;
    const { ctx, queries } = recordingContext(t());
    const view = { sort: 'best' as const, page: 1 };
    await loadArticlePage(ctx, article.slug, view);
    queries.length = 0;
    const page = await loadArticlePage(ctx, article.slug, view);
    expect(page.comments.comments).toEqual([]);
    expect(queries).toHaveLength(1);
  });
});
