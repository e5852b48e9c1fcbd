import { beforeAll, expect, it } from 'vitest';
import { seedDemoContentIfEmpty } from '../../src/server/seed/demo';
import { LATIN_SEARCH_CASES } from '../fixtures/latin-search-queries';
import { describeEachDialect } from '../helpers/app';

/** The share of the articles a reader means that the first ten results hold (decision 235). */
const RECALL_GOAL = 0.9;
const FIRST_PAGE = 10;

type Scored = { q: string; found: number; wanted: number; shown: number; missing: string[] };

describeEachDialect('Hindi typed in Latin letters finds the demo articles it names', (t) => {
  beforeAll(async () => {
    await seedDemoContentIfEmpty(t().ctx);
  }, 120_000);

  const firstPage = async (q: string) => {
    const response = await t().app.inject({
      url: `/api/v1/news/all?q=${encodeURIComponent(q)}&page=1&limit=${FIRST_PAGE}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { news: { slug: string }[] }).news.map((news) => news.slug);
  };

  it(`has a recall in the first ${FIRST_PAGE} results of at least ${RECALL_GOAL * 100}% over the query table`, async () => {
    expect(LATIN_SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
    const scored: Scored[] = [];
    for (const { q, expected } of LATIN_SEARCH_CASES) {
      const slugs = await firstPage(q);
      const found = slugs.filter((slug) => expected.includes(slug)).length;
      const wanted = Math.min(expected.length, FIRST_PAGE);
      const missing = expected.filter((slug) => !slugs.includes(slug));
      scored.push({ q, found, wanted, shown: slugs.length, missing: found < wanted ? missing : [] });
    }
    const recall = scored.reduce((sum, row) => sum + row.found / row.wanted, 0) / scored.length;
    const precision =
      scored.reduce((sum, row) => sum + (row.shown === 0 ? 0 : row.found / row.shown), 0) / scored.length;
    const lines = scored.map(
      (row) =>
        `${row.q.padEnd(16)} ${row.found}/${row.wanted} of ${row.shown} shown${row.missing.length > 0 ? `  missing ${row.missing.join(' ')}` : ''}`,
    );
    console.log(
      [
        `[${t().dialect}] ${scored.length} queries: recall@${FIRST_PAGE} ${(recall * 100).toFixed(1)}%, precision@${FIRST_PAGE} ${(precision * 100).toFixed(1)}%`,
        ...lines,
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_GOAL);
  }, 60_000);

  it('answers each Devanagari word of the table with articles its Latin spelling finds', async () => {
    for (const { q, devanagari } of LATIN_SEARCH_CASES) {
      const latin = new Set(await firstPage(q));
      const hindi = await firstPage(devanagari);
      expect(
        hindi.filter((slug) => !latin.has(slug)),
        `${devanagari} finds what ${q} does not`,
      ).toEqual([]);
    }
  }, 60_000);
});
