/**
 * `npm run bench`: the API under autocannon against 10,000 articles. Starts the real app on a
 * fresh database (SQLite in a temp folder, or PostgreSQL when BENCH_DATABASE_URL is set), loads
 * the articles through the news service (so tags, images and search rows are real), then measures
 * each scenario and a bare node:http baseline answering the article's bytes from memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createAppContext } from '../src/server/context';
import { createDb, migrateToLatest, optimizeDatabase } from '../src/server/db/client';
import { seedBenchArticles } from './seed-articles';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

type Result = {
  scenario: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

type Options = { distinct?: boolean; connections?: number };

/**
 * The load comes from a worker thread of this process, so the server's event loop does only the
 * server's work (autocannon turns every answer's bytes into a string, which on the main thread took
 * 40% of it for 40 KB answers). `distinct`: every request gets a URL of its own, so no answer kept
 * for readers is ever reused.
 */
async function measure(
  scenario: string,
  url: string,
  { distinct = false, connections = CONNECTIONS }: Options,
): Promise<Result> {
  const distinctUrls = { setupRequest: path.join(import.meta.dirname, 'distinct-url.cjs') };
  const run = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    pipelining: 1,
    workers: 1,
    // In a worker, autocannon takes setupRequest as the path of a module to load.
    ...(distinct ? { requests: [distinctUrls as unknown as autocannon.Request] } : {}),
  });
  return {
    scenario,
    path: new URL(url).pathname + new URL(url).search,
    connections,
    requestsPerSecond: Math.round(run.requests.average),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    errors: run.errors + run.timeouts,
    non2xx: run.non2xx,
  };
}

function baselineServer(body: Buffer): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

async function runOnPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-bench-'));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  // On PostgreSQL the bench works in a schema of its own and drops it afterwards.
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  if (postgresUrl) await runOnPostgres(postgresUrl, `create schema ${schema}`);
  const db = postgresUrl
    ? createDb({ dialect: 'postgres', url: postgresUrl, schema })
    : createDb({ dialect: 'sqlite', file: path.join(dataDir, 'bench.sqlite') });
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const ctx = createAppContext({ config, db, secret: randomBytes(32).toString('hex') });

  const loadStarted = Date.now();
  const { slug, categoryId, commonestWord, commonWord, rareWord } = await seedBenchArticles(ctx, ARTICLES);
  await optimizeDatabase(db);
  console.log(
    `Loaded ${ARTICLES} articles in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s (${postgresUrl ? 'PostgreSQL' : 'SQLite'})`,
  );

  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api/v1`;

  const article = await fetch(`${base}/news/${slug}`);
  const baseline = await baselineServer(Buffer.from(await article.arrayBuffer()));

  const results: Result[] = [];
  const scenarios: [scenario: string, url: string, options?: Options][] = [
    ['baseline node:http (same article bytes from memory)', baseline.url],
    ['article by slug', `${base}/news/${slug}`],
    ['category page 1, limit 10', `${base}/category/${categoryId}?page=1&limit=10`],
    ['newest 20', `${base}/news/all?limit=20`],
    ['search, word in 20 articles', `${base}/news/all?q=${encodeURIComponent(rareWord)}&limit=20`],
    ['search, word in 2/3 of articles, first 20', `${base}/news/all?q=${encodeURIComponent(commonWord)}&limit=20`],
    ['search, the commonest word, first 20', `${base}/news/all?q=${encodeURIComponent(commonestWord)}&limit=20`],
    [
      'search, the commonest word, first 20, never kept',
      `${base}/news/all?q=${encodeURIComponent(commonestWord)}&limit=20`,
      { distinct: true },
    ],
    [
      'search, the commonest word, first 20, never kept, 1 connection',
      `${base}/news/all?q=${encodeURIComponent(commonestWord)}&limit=20`,
      { distinct: true, connections: 1 },
    ],
  ];
  for (const [scenario, url, options = {}] of scenarios) {
    const result = await measure(scenario, url, options);
    results.push(result);
    console.log(
      `${scenario.padEnd(64)} ${String(result.requestsPerSecond).padStart(7)} req/s   p99 ${String(result.p99Ms).padStart(4)} ms`,
    );
  }

  const output = {
    loadGenerator: 'autocannon in one worker thread of the server process',
    measuredAt: new Date().toISOString(),
    database: postgresUrl ? 'postgres' : 'sqlite',
    articles: ARTICLES,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    node: process.version,
    cpus: os.cpus().length,
    results,
  };
  const resultsFile = postgresUrl ? 'results-postgres.json' : 'results.json';
  await writeFile(path.join(import.meta.dirname, resultsFile), `${JSON.stringify(output, null, 2)}\n`);
  console.log(`Wrote bench/${resultsFile}`);

  baseline.close();
  await app.close();
  await db.destroy();
  if (postgresUrl) await runOnPostgres(postgresUrl, `drop schema ${schema} cascade`);
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
