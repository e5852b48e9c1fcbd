import { beforeAll, expect, it } from 'vitest';
import { createInMemoryAppCaches } from '../../src/server/lib/app-caches';
import { readerSearchAnswer } from '../../src/server/modules/news/news.search-answer';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';
import { recordingContext } from '../helpers/query-recorder';

// Readers' searches answered from kept word matches and kept article JSON (decision 250).
describeEachDialect("readers' searches from kept word matches", (t) => {
  const seedStories = async () => {
    const stories = [
      { slug: 'kept-rain-jaipur', title: 'जयपुर में बारिश, Kabaddi match stopped', language: 'Hindi' as const },
      { slug: 'kept-kabaddi-final', title: 'Kabaddi final tonight in Jaipur', language: 'English' as const },
      { slug: 'kept-kabaddi-league', title: 'कबड्डी लीग: Kabaddi league opens 2026', language: 'Hindi' as const },
      { slug: 'kept-cricket-jaipur', title: 'Cricket in Jaipur: 2026 schedule', language: 'English' as const },
      { slug: 'kept-barish-delhi', title: 'दिल्ली में भारी बारिश', language: 'Hindi' as const },
    ];
    for (const story of stories) await buildNews(t().ctx, story);
  };
  beforeAll(seedStories);

  it("answers the same bytes as an admin's search over the same published articles, page by page", async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const queries = ['kabaddi', 'Kabaddi jaipur', 'jai', 'बारिश', 'barish', '2026', 'kab 20', 'nothing here'];
    for (const q of queries) {
      for (const page of [1, 2, 3]) {
        for (const language of ['', '&language=Hindi']) {
          const url = `/api/v1/news/all?q=${encodeURIComponent(q)}&page=${page}&limit=2${language}`;
          const reader = await t().app.inject({ method: 'GET', url });
          const admin = await t().app.inject({ method: 'GET', url, headers: auth });
          expect(reader.statusCode, url).toBe(200);
          // Every story is active and published, so the admin's database read must list exactly what the reader's kept lists do.
          expect(reader.body, url).toBe(admin.body);
        }
      }
    }
  });

  it('reads each word once: a new query of words already asked needs no query at all', async () => {
    const { ctx, queries } = recordingContext(t());
    const paging = { page: 1, limit: 10 };
    const first = await readerSearchAnswer(ctx, { search: 'kabaddi jaipur' }, paging);
    // The visible articles, each word's matches and the page's rows.
    expect(queries).toHaveLength(4);
    queries.length = 0;
    const swapped = await readerSearchAnswer(ctx, { search: 'Jaipur KABADDI' }, paging);
    expect(queries).toHaveLength(0);
    expect(swapped?.toString()).toBe(first?.toString());
    expect(JSON.parse(first?.toString() ?? '').news.map((news: { slug: string }) => news.slug)).toEqual([
      'kept-kabaddi-final',
      'kept-rain-jaipur',
    ]);
  });

  it('reads each word once however many searches need it at the same moment', async () => {
    const { ctx, queries } = recordingContext(t());
    const searches = ['kabaddi', 'kabaddi jaipur', 'Jaipur KABADDI', 'jaipur'];
    await Promise.all(searches.map((search) => readerSearchAnswer(ctx, { search }, { page: 1, limit: 5 })));
    const wordReads = queries.filter((query) =>
      /^select json_(group_array|agg)\((rowid|news_id)\) as keys from news_search\b/.test(query.sql),
    );
    expect(wordReads).toHaveLength(2);
  });

  it('finds an article published after the words were kept, and loses one taken down', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const slugsFor = async (q: string) => {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/v1/news/all?q=${encodeURIComponent(q)}&limit=20`,
      });
      return (response.json() as { news: { slug: string }[] }).news.map((news) => news.slug);
    };
    expect(await slugsFor('kabaddi final')).toEqual(['kept-kabaddi-final']);
    const later = await buildNews(t().ctx, { slug: 'kept-kabaddi-final-report', title: 'Kabaddi final: Jaipur win' });
    expect(await slugsFor('final kabaddi')).toEqual(['kept-kabaddi-final-report', 'kept-kabaddi-final']);
    const hidden = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: later._id, activeStatus: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await slugsFor('kabaddi fin')).toEqual(['kept-kabaddi-final']);
  });

  it('patches the kept matches as articles change: every search answers as a cold read of the database does', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    // One category for every article: a new category would forget the kept lists, as it should.
    const category = await buildCategory(t().ctx);
    const warm = recordingContext(t());
    const queries = ['kabaddi', 'kabaddi jaipur', 'बारिश', 'barish', '2026', 'final', 'jai', 'monsoon'];
    const answers = async (ctx: typeof warm.ctx) => {
      const bodies: string[] = [];
      for (const search of queries)
        for (const page of [1, 2])
          bodies.push((await readerSearchAnswer(ctx, { search }, { page, limit: 2 }))?.toString() ?? 'not kept');
      return bodies;
    };
    const coldAnswers = async () => {
      const caches = createInMemoryAppCaches(t().ctx.events);
      const bodies = await answers({ ...t().ctx, caches });
      await caches.release();
      return bodies;
    };
    const wordReads = () =>
      warm.queries.filter((query) =>
        /^select json_(group_array|agg)\((rowid|news_id)\) as keys from news_search\b/.test(query.sql),
      );
    const edit = (payload: Record<string, unknown>) =>
      t().app.inject({ method: 'PUT', url: '/api/v1/news/update', headers: auth, payload });
    const setActive = (newsId: string, activeStatus: boolean) =>
      t().app.inject({
        method: 'PUT',
        url: '/api/v1/news/toggleActive',
        headers: auth,
        payload: { newsId, activeStatus },
      });
    await answers(warm.ctx);
    const changes: [string, () => Promise<unknown>][] = [];
    let monsoon = '';
    changes.push(
      [
        'a new article',
        async () =>
          (monsoon = (await buildNews(t().ctx, { title: 'Monsoon final: Jaipur kabaddi 2026', category }))._id),
      ],
      [
        'its title edited, words gone and come',
        () => edit({ id: monsoon, title: 'मानसून की बारिश: monsoon in Jaipur' }),
      ],
      ['taken down', () => setActive(monsoon, false)],
      ['put back', () => setActive(monsoon, true)],
      [
        'moved to the newest place',
        async () => {
          await buildNews(t().ctx, { title: 'Kabaddi semi final', category });
          return edit({ id: monsoon, publish: new Date(Date.now() + 1000).toISOString() });
        },
      ],
      [
        'deleted',
        () => t().app.inject({ method: 'DELETE', url: '/api/v1/news/delete', headers: auth, payload: { id: monsoon } }),
      ],
    );
    for (const [change, make] of changes) {
      warm.queries.length = 0;
      await make();
      expect(await answers(warm.ctx), change).toEqual(await coldAnswers());
      // Patched, not forgotten: no word's matches were read again.
      expect(wordReads(), change).toEqual([]);
    }
    // An article moved between older ones cannot be placed: the lists are read anew, and still right.
    const older = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const moved = await buildNews(t().ctx, { title: 'Kabaddi archive: Jaipur 2026', category });
    await edit({ id: moved._id, publish: older });
    warm.queries.length = 0;
    expect(await answers(warm.ctx)).toEqual(await coldAnswers());
    expect(wordReads().length).toBeGreaterThan(0);
  });
});
