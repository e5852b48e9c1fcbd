/**
 * `npx tsx bench/search-first-page.ts`: the time of one search's first page, alone, at 10,000
 * articles (decisions 140, 235): the real app on a fresh database (SQLite, or PostgreSQL when
 * BENCH_DATABASE_URL is set) loaded as `npm run bench` loads it, then each query of three sets asked
 * through `inject`, one after another (a reader's search is never kept whole): the typed searches of
 * bench/distinct-search.cjs, the Latin-letter ones of bench/distinct-latin-search.cjs (600 each),
 * and the query table of tests/fixtures/latin-search-queries.ts, each three times: the first asking
 * (its new words read, decision 250) and the best of the next two. Prints p50, p99 and the worst of
 * the wall time, and p50 and p99 of the process's CPU time,
 * then how long rebuilding every article's Latin keys takes (decision 236).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './percentile';

process.env.NODE_ENV ??= 'production';
const { buildApp } = await import('../src/server/app');
const { loadConfig } = await import('../src/server/config');
const { createAppContext } = await import('../src/server/context');
const { createDb, migrateToLatest, optimizeDatabase } = await import('../src/server/db/client');
const { seedBenchArticles } = await import('./seed-articles');
const { LATIN_SEARCH_CASES } = await import('../tests/fixtures/latin-search-queries');
const { rebuildLatinSearchKeys } = await import('../src/server/modules/news/news.search-backfill');

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const QUERIES = 600;

const require = createRequire(import.meta.url);
type Setup = (request: { path: string }) => { path: string };

/** The `q` of each of the first `count` requests a distinct-search module makes. */
function queriesOf(module: string, count: number): string[] {
  const setup = require(module) as Setup;
  return Array.from({ length: count }, () => {
    const { path: next } = setup({ path: '/api/v1/news/all?limit=10' });
    return new URL(next, 'http://x').searchParams.get('q') ?? '';
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-bench-'));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const onPostgres = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (postgresUrl) await onPostgres(`create schema ${schema}`);
  const db = postgresUrl
    ? createDb({ dialect: 'postgres', url: postgresUrl, schema })
    : createDb({ dialect: 'sqlite', file: path.join(dataDir, 'news.sqlite') });
  await migrateToLatest(db);
  const ctx = createAppContext({
    config: loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
    db,
    secret: randomBytes(32).toString('hex'),
  });
  const loadStarted = Date.now();
  await seedBenchArticles(ctx, ARTICLES);
  await optimizeDatabase(db);
  console.log(`Loaded ${ARTICLES} articles in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
  const app = await buildApp(ctx);
  await app.ready();

  const sets: [string, string[]][] = [
    ['typed searches (distinct-search.cjs)', queriesOf('./distinct-search.cjs', QUERIES)],
    ['Latin-letter searches (distinct-latin-search.cjs)', queriesOf('./distinct-latin-search.cjs', QUERIES)],
    ['the Latin query table (tests/fixtures)', LATIN_SEARCH_CASES.map((entry) => entry.q)],
  ];
  let request = 0;
  /** One first page (a reader's search is never kept whole): its wall time and the process's CPU time, in ms. */
  const ask = async (q: string) => {
    request += 1;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({
      url: `/api/v1/news/all?q=${encodeURIComponent(q)}&page=1&limit=10&request=${request}`,
    });
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode}`);
    return { wall, cpu: (used.user + used.system) / 1000 };
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const report = (name: string, count: number, walls: number[], cpus: number[]) => {
    walls.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(62)} ${String(count).padStart(4)} queries  wall p50 ${ms(percentile(walls, 0.5))}  p99 ${ms(percentile(walls, 0.99))}  max ${ms(walls.at(-1) ?? 0)}  CPU p50 ${ms(percentile(cpus, 0.5))}  p99 ${ms(percentile(cpus, 0.99))}`,
    );
  };
  for (const [name, queries] of sets) {
    const first = { walls: [] as number[], cpus: [] as number[] };
    const again = { walls: [] as number[], cpus: [] as number[] };
    for (const q of queries) {
      // The first asking reads the words no query before it used (decision 250); best of the next
      // two, as decision 140 measured: on a shared machine the worst of one run is another process's.
      const [once, ...tries] = [await ask(q), await ask(q), await ask(q)];
      first.walls.push(once?.wall ?? 0);
      first.cpus.push(once?.cpu ?? 0);
      again.walls.push(Math.min(...tries.map((one) => one.wall)));
      again.cpus.push(Math.min(...tries.map((one) => one.cpu)));
    }
    report(`${name}, first asked`, queries.length, first.walls, first.cpus);
    report(`${name}, asked again`, queries.length, again.walls, again.cpus);
  }
  // What an upgrade costs at first start (decision 236): every article's keys computed again.
  await db.deleteFrom('derived_data_versions').execute();
  const rekeyStarted = performance.now();
  const rekeyed = await rebuildLatinSearchKeys(db);
  console.log(
    `Rebuilt the Latin keys of ${rekeyed} articles in ${((performance.now() - rekeyStarted) / 1000).toFixed(1)} s`,
  );
  await app.close();
  await db.destroy();
  if (postgresUrl) await onPostgres(`drop schema ${schema} cascade`);
  await rm(dataDir, { recursive: true, force: true });
}

await main();
