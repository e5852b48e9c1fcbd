/**
 * `npm run bench`: the API and the public pages under autocannon against 10,000 articles. Starts the
 * real app on a fresh database (SQLite in a temp folder, or PostgreSQL when BENCH_DATABASE_URL is
 * set), loads the articles through the news service (so tags, images and search rows are real), then
 * measures each scenario beside bare node:http baselines answering the same bytes from memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

// React picks its production build when first loaded: the app is imported only after this, as it runs in production.
process.env.NODE_ENV ??= 'production';
const { buildApp } = await import('../src/server/app');
const { loadConfig } = await import('../src/server/config');
const { createAppContext } = await import('../src/server/context');
const { createDb, migrateToLatest, optimizeDatabase } = await import('../src/server/db/client');
const { updateSettings } = await import('../src/server/modules/settings/settings.service');
const { seedBenchArticles, startBenchEditor } = await import('./seed-articles');
const { postBenchComments, pushToSubscriptions, seedBenchReaders } = await import('./readers');
const { PUSH_CONCURRENCY } = await import('../src/server/modules/push/article-push');
const { startWorkerServers } = await import('./workers');
const { LIVE_READERS_RATE, startLiveBlogBench } = await import('./live-blog');
const { ensureWrk, pathsFrom, runWrk } = await import('./wrk');
const { runAtFixedRate } = await import('./fixed-rate');

import type { Options, Scenario } from './scenario';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Signed-in readers with a token each; each posts one comment. */
const READERS = 2_000;
const PUSH_SUBSCRIPTIONS = 10_000;
/**
 * The groups of scenarios a run measures: all by default; `BENCH_ONLY=pages` (cached and uncached
 * pages), `uncached` (the uncached pages alone, about a minute), `search` (readers typing searches, and an
 * article read while they do), `readers` (signed-in readers: their page, calls, comments, likes and a push
 * to 10,000 subscriptions), `workers` (the built server's cached article with 1 and with `auto` workers
 * beside nginx sending the same gzip bytes from a file), `liveblog` (a live blog's updates answer at 10,000 readers'
 * pace while an editor posts, decision 223) or `api` for a quick look at one part.
 */
const GROUPS = {
  api: ['api'],
  pages: ['cached', 'uncached'],
  uncached: ['uncached'],
  search: ['search'],
  readers: ['readers'],
  workers: ['workers'],
  liveblog: ['liveblog'],
} as const;
type Group = (typeof GROUPS)[keyof typeof GROUPS][number];
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && !Object.hasOwn(GROUPS, ONLY)) {
  throw new Error(`BENCH_ONLY must be one of ${Object.keys(GROUPS).join(', ')}, not "${ONLY}"`);
}
const measured = new Set<Group>(
  ONLY
    ? GROUPS[ONLY as keyof typeof GROUPS]
    : ['api', 'search', 'cached', 'uncached', 'readers', 'workers', 'liveblog'],
);
const CONNECTIONS = 50;
/** What a browser sends: every page scenario asks for it, so kept pages answer Brotli as they would to readers. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

type Result = {
  scenario: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  /** Per request; a one-off job (a push to every subscription) has its `seconds` instead. */
  p50Ms?: number;
  p99Ms?: number;
  /** How long a one-off job took, its rate in `requestsPerSecond`. */
  seconds?: number;
  errors: number;
  non2xx: number;
  /** A cached page's requests/s over its baseline's, measured one after the other (at least 0.7: docs/product.md, Speed budgets). */
  ofBaseline?: number;
};

/** About what a reader's search from kept matches costs the server's thread. */
const BUSY_BASELINE_MS = 0.4;
/** How often the bench's editor saves an article during the rows that say so (a busy desk on a match day). */
const EDITOR_SAVES_EVERY_MS = 5000;
/** URLs written for a wrk run, per second it lasts: more than the fastest row asks (they are asked in turn). */
const WRK_PATHS_PER_SECOND = 15_000;
/** Rows marked `wrk` fall back to autocannon, saying so, where wrk is missing and cannot be installed. */
const wrkReady = ensureWrk();
if (!wrkReady)
  console.log('wrk is missing and could not be installed (not root, or apt-get failed): its rows use autocannon');

/** Turns of a baseline and its cached page: the sum of the turns lasts as long as one scenario. */
const TURNS = 5;

const SETUP_MODULES = {
  url: 'distinct-url.cjs',
  article: 'distinct-article.cjs',
  search: 'distinct-search.cjs',
  'search-later': 'distinct-search-later.cjs',
  'latin-search': 'distinct-latin-search.cjs',
  reader: 'distinct-reader.cjs',
  'reader-like': 'reader-like.cjs',
} as const;

/** One scenario's load and its figures: paced for rows with a rate (bench/fixed-rate.ts), from wrk for rows marked `wrk`, else from autocannon. */
async function measure(scenario: string, url: string, options: Options, seconds = DURATION_SECONDS): Promise<Measured> {
  return (await prepareMeasure(scenario, url, options, seconds))();
}

type Measured = Result & { requests: number; seconds: number };

/**
 * What a scenario needs before its clock starts (a wrk row's URLs are made beforehand), and then
 * the run itself: two scenarios measured side by side start together.
 */
async function prepareMeasure(
  scenario: string,
  url: string,
  options: Options,
  seconds = DURATION_SECONDS,
): Promise<() => Promise<Measured>> {
  const { distinct, connections = CONNECTIONS, headers, overallRate, wrk } = options;
  if (overallRate) {
    return async () => {
      const run = await runAtFixedRate({
        url,
        rate: overallRate,
        seconds,
        connections,
        ...(headers ? { headers } : {}),
      });
      const { pathname, search } = new URL(url);
      return {
        scenario,
        path: pathname + search,
        connections,
        requestsPerSecond: Math.round(run.requests / run.seconds),
        ...run,
      };
    };
  }
  if (!wrk || !wrkReady) return () => measureWithAutocannon(scenario, url, options, seconds);
  const { origin, pathname, search } = new URL(url);
  const asked = pathname + search;
  const paths = distinct
    ? await pathsFrom(path.join(import.meta.dirname, SETUP_MODULES[distinct]), asked, seconds * WRK_PATHS_PER_SECOND)
    : [asked];
  return async () => {
    const run = await runWrk({ origin, paths, connections, seconds, ...(headers ? { headers } : {}) });
    return { scenario, path: asked, connections, requestsPerSecond: Math.round(run.requests / run.seconds), ...run };
  };
}

/**
 * The load comes from a worker thread of this process, so the server's event loop does only the
 * server's work (autocannon turns every answer's bytes into a string, which on the main thread took
 * 40% of it for 40 KB answers).
 */
async function measureWithAutocannon(
  scenario: string,
  url: string,
  { distinct, connections = CONNECTIONS, headers }: Options,
  seconds: number,
): Promise<Measured> {
  const run = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    workers: 1,
    ...(headers ? { headers } : {}),
    // In a worker, autocannon takes setupRequest as the path of a module to load.
    ...(distinct
      ? {
          requests: [
            {
              setupRequest: path.join(import.meta.dirname, SETUP_MODULES[distinct]),
            } as unknown as autocannon.Request,
          ],
        }
      : {}),
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
    requests: run.requests.total,
    seconds: run.duration,
  };
}

/**
 * A baseline and its cached page measured in turns (A B A B …), each turn a fifth of a scenario's
 * time: load from other processes changes over seconds, and a ratio of two runs a minute apart
 * measured the machine as much as the server. Requests/s over all turns; p50 the middle turn's,
 * p99 the worst turn's.
 */
async function measureInTurns(first: Scenario, second: Scenario): Promise<[Result, Result]> {
  const turns: [Awaited<ReturnType<typeof measure>>[], Awaited<ReturnType<typeof measure>>[]] = [[], []];
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (const [index, [scenario, url, options = {}]] of [first, second].entries()) {
      turns[index]!.push(await measure(scenario, url, options, DURATION_SECONDS / TURNS));
    }
  }
  const combined = (runs: Awaited<ReturnType<typeof measure>>[]): Result => {
    const sorted = (pick: (run: Result) => number) => runs.map(pick).sort((a, b) => a - b);
    const { requests: _requests, seconds: _seconds, ...shape } = runs[0]!;
    return {
      ...shape,
      requestsPerSecond: Math.round(
        runs.reduce((sum, run) => sum + run.requests, 0) / runs.reduce((sum, run) => sum + run.seconds, 0),
      ),
      p50Ms: sorted((run) => run.p50Ms ?? 0)[Math.floor(runs.length / 2)]!,
      p99Ms: sorted((run) => run.p99Ms ?? 0).at(-1)!,
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    };
  };
  return [combined(turns[0]), combined(turns[1])];
}

type Recorded = { headers: http.OutgoingHttpHeaders; body: Buffer };

/** An answer exactly as sent (fetch would undo its content encoding). */
function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // Node writes these itself for every answer.
          const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...kept } = response.headers;
          resolve({ headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * A bare node:http server answering every request with the recorded headers and body from memory,
 * after `busyMs` of the CPU's time (a server with work to do, and nothing else).
 */
function baselineServer({ headers, body }: Recorded, busyMs = 0): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    const started = performance.now();
    while (performance.now() - started < busyMs);
    response.writeHead(200, headers);
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
    : createDb({ dialect: 'sqlite', file: path.join(dataDir, 'news.sqlite') });
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const secret = randomBytes(32).toString('hex');
  const ctx = createAppContext({ config, db, secret });

  const loadStarted = Date.now();
  const { slug, categoryId, categoryIds, commonestWord, commonWord, rareWord } = await seedBenchArticles(ctx, ARTICLES);
  await updateSettings(ctx, { homeSectionCategoryIds: categoryIds.slice(0, 6) }, null);
  await optimizeDatabase(db);
  console.log(
    `Loaded ${ARTICLES} articles in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s (${postgresUrl ? 'PostgreSQL' : 'SQLite'})`,
  );

  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const base = `${origin}/api/v1`;
  // The same site with the page cache off: every page request loads and renders (the frame and the
  // sidebar's newest articles stay kept in memory, as in production).
  const uncachedApp = await buildApp(createAppContext({ config: { ...config, pageCacheBytes: 0 }, db, secret }));
  await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
  const uncached = `http://127.0.0.1:${(uncachedApp.server.address() as { port: number }).port}`;

  const browser = { 'accept-encoding': BROWSER_ENCODINGS };
  // The API's rows ask as browsers and apps do, for compressed answers: the baselines send the
  // article's answer as the app sends it once kept (its headers and compressed bytes).
  let articleBytes = await record(`${base}/news/${slug}`, browser);
  // Kept compressed a moment after the first answer (decision 278): the ETag says it is.
  while (articleBytes.headers.etag === undefined) articleBytes = await record(`${base}/news/${slug}`, browser);
  const baselines = [await baselineServer(articleBytes), await baselineServer(articleBytes, BUSY_BASELINE_MS)];
  const pages = [
    ['home', '/'],
    ['article', `/${slug}`],
    ['category (page 1)', `/category/${categoryId}`],
  ] as const;

  // The API's answers carry whole articles (10–90 KB): loaded from wrk, which does not read them as text (decision 252).
  const api: Scenario[] = [
    [
      'baseline node:http (the kept article answer: same headers and Brotli bytes, from memory)',
      baselines[0]!.url,
      { wrk: true, headers: browser },
    ],
    ['article by slug', `${base}/news/${slug}`, { wrk: true, headers: browser }],
    ['category page 1, limit 10', `${base}/category/${categoryId}?page=1&limit=10`, { wrk: true, headers: browser }],
    ['newest 20', `${base}/news/all?limit=20`, { wrk: true, headers: browser }],
    [
      'search, word in 20 articles',
      `${base}/news/all?q=${encodeURIComponent(rareWord)}&limit=20`,
      { wrk: true, headers: browser },
    ],
    [
      'search, word in 2/3 of articles, first 20',
      `${base}/news/all?q=${encodeURIComponent(commonWord)}&limit=20`,
      { wrk: true, headers: browser },
    ],
    [
      'search, the commonest word, first 20',
      `${base}/news/all?q=${encodeURIComponent(commonestWord)}&limit=20`,
      { wrk: true, headers: browser },
    ],
    [
      'search, the commonest word, first 20, never kept',
      `${base}/news/all?q=${encodeURIComponent(commonestWord)}&limit=20`,
      { distinct: 'url', wrk: true, headers: browser },
    ],
    [
      'search, the commonest word, first 20, never kept, 1 connection',
      `${base}/news/all?q=${encodeURIComponent(commonestWord)}&limit=20`,
      { distinct: 'url', connections: 1, wrk: true, headers: browser },
    ],
  ];
  // Readers typing searches nobody asked before, and an article read meanwhile: a slow query holds
  // the event loop (better-sqlite3 is synchronous), so the article's p99 shows it (decision 140).
  // Loaded from wrk, as the searches' answers are too large for autocannon to read at speed (decision 252).
  const searching: Scenario[] = [
    [
      'baseline node:http (the kept article answer: same headers and Brotli bytes, from memory)',
      baselines[0]!.url,
      { wrk: true, headers: browser },
    ],
    [
      `baseline node:http spending ${BUSY_BASELINE_MS} ms of CPU on each request (what a full queue does to p99)`,
      baselines[1]!.url,
      { wrk: true, headers: browser },
    ],
    ['article by slug, alone', `${base}/news/${slug}`, { connections: 10, wrk: true, headers: browser }],
    [
      'search, a different query each request (word + number, or two words)',
      `${base}/news/all?limit=20`,
      { distinct: 'search', wrk: true, headers: browser },
    ],
    [
      'article by slug while searches run (10 connections beside the 50 searching)',
      `${base}/news/${slug}`,
      { connections: 10, alongsidePrevious: true, wrk: true, headers: browser },
    ],
    [
      'search, the same typing later: new queries of words asked in the run before (their matches kept)',
      `${base}/news/all?limit=20`,
      { distinct: 'search-later', wrk: true, headers: browser },
    ],
    [
      'article by slug while those searches run (10 connections beside the 50 searching)',
      `${base}/news/${slug}`,
      { connections: 10, alongsidePrevious: true, wrk: true, headers: browser },
    ],
    [
      `search, the same typing later, while an editor saves an article every ${EDITOR_SAVES_EVERY_MS / 1000} s (a new one and an edit in turn)`,
      `${base}/news/all?limit=20`,
      { distinct: 'search-later', wrk: true, editorSavesEveryMs: EDITOR_SAVES_EVERY_MS },
    ],
    [
      'article by slug while those searches run and the editor saves',
      `${base}/news/${slug}`,
      { connections: 10, alongsidePrevious: true, wrk: true, headers: browser },
    ],
    [
      'search, Hindi typed in Latin letters, a different query each request',
      `${base}/news/all?limit=20`,
      { distinct: 'latin-search', wrk: true, headers: browser },
    ],
  ];
  const cached: Scenario[] = [];
  for (const [name, pagePath] of measured.has('cached') ? pages : []) {
    // The kept answer, recorded after a first request stored it; its baseline sends the same headers and bytes.
    await record(`${origin}${pagePath}`, browser);
    const baseline = await baselineServer(await record(`${origin}${pagePath}`, browser));
    baselines.push(baseline);
    cached.push(
      [
        `baseline node:http (the cached ${name} page: same headers and Brotli bytes)`,
        baseline.url,
        { headers: browser, wrk: true },
      ],
      [
        `${name} page, cached (page cache hit, Brotli)`,
        `${origin}${pagePath}`,
        { headers: browser, inTurnsWithPrevious: true, wrk: true },
      ],
    );
  }
  // Signed-in readers (decision 145): their page is the anonymous page's bytes; what is theirs comes
  // from the islands' calls, measured one by one. Comments are posted first, so their list is full.
  const readerScenarios: Scenario[] = [];
  const readerResults: Result[] = [];
  let readerArticleId = '';
  if (measured.has('readers')) {
    readerArticleId = ((await (await fetch(`${base}/news/${slug}`)).json()) as { news: { _id: string } }).news._id;
    const readers = await seedBenchReaders(ctx, READERS);
    const tokensFile = path.join(dataDir, 'reader-tokens.json');
    await writeFile(tokensFile, JSON.stringify(readers.tokens));
    process.env.BENCH_READER_TOKENS = tokensFile;
    process.env.BENCH_LIKE_NEWS_ID = readerArticleId;
    const posted = await postBenchComments(app, readerArticleId, readers.tokens);
    readerResults.push({
      scenario: `comment post (${READERS} readers, one each, from ${READERS} addresses; inject, 50 at a time)`,
      path: '/api/v1/news/comment',
      connections: 50,
      requestsPerSecond: Math.round(posted.count / posted.seconds),
      p50Ms: posted.p50Ms,
      p99Ms: posted.p99Ms,
      errors: posted.failures,
      non2xx: posted.failures,
    });
    const comments = `${base}/news/comments/${readerArticleId}`;
    readerScenarios.push(
      ['article page, anonymous (page cache hit, Brotli)', `${origin}/${slug}`, { headers: browser }],
      [
        "article page, signed-in reader (the same request: the session rides on the islands' API calls only)",
        `${origin}/${slug}`,
        { headers: browser, inTurnsWithPrevious: true },
      ],
      [
        "a reader's like state (GET /news/like/{id}, another reader each request)",
        `${base}/news/like/${readerArticleId}`,
        { distinct: 'reader' },
      ],
      ['comments, first page, anonymous', comments],
      ['comments, first page, signed-in reader (another each request)', comments, { distinct: 'reader' }],
      ['like (POST /news/like, another reader each request)', `${base}/news/like`, { distinct: 'reader-like' }],
    );
  }
  const uncachedPages: Scenario[] = [
    ['article page, uncached (page cache off, another article each request)', uncached, { distinct: 'article' }],
    [
      'article page, uncached (page cache off, another article each request), 1 connection',
      uncached,
      { distinct: 'article', connections: 1 },
    ],
    [
      'article page, every request a miss (cache on and emptied each second: render, Brotli + gzip, store)',
      origin,
      { distinct: 'article', headers: browser },
    ],
    ['home page, uncached (page cache off, rendered every request)', `${uncached}/`],
    ['category page 1, uncached (page cache off, rendered every request)', `${uncached}/category/${categoryId}`],
  ];
  const workers = measured.has('workers') && !postgresUrl ? await startWorkerServers(dataDir, slug) : undefined;
  const liveBlog = measured.has('liveblog') ? await startLiveBlogBench(ctx, origin, categoryId, browser) : undefined;
  const liveBlogScenarios: Scenario[] = [];
  if (liveBlog) {
    await record(liveBlog.answerUrl, browser);
    const baseline = await baselineServer(await record(liveBlog.answerUrl, browser));
    baselines.push(baseline);
    liveBlogScenarios.push(
      [
        `baseline node:http (the kept updates answer: same headers and Brotli bytes) at ${LIVE_READERS_RATE} req/s`,
        baseline.url,
        { headers: browser, connections: 100, overallRate: LIVE_READERS_RATE },
      ],
      ...liveBlog.scenarios,
    );
  }
  const scenarios = [
    ...(measured.has('api') ? api : []),
    ...(measured.has('search') ? searching : []),
    ...cached,
    ...(measured.has('uncached') ? uncachedPages : []),
    ...readerScenarios,
    ...(workers?.scenarios ?? []),
    ...liveBlogScenarios,
  ];

  const results: Result[] = [];
  const print = (result: Result) => {
    const ratio = result.ofBaseline === undefined ? '' : `   ${result.ofBaseline.toFixed(2)}× baseline`;
    const latency =
      result.seconds === undefined
        ? `p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms`
        : `took ${result.seconds.toFixed(1)} s`;
    console.log(
      `${result.scenario.padEnd(100)} ${String(result.requestsPerSecond).padStart(7)} req/s   ${latency}${ratio}`,
    );
  };
  for (const [index, current] of scenarios.entries()) {
    const [scenario, url, options = {}] = current;
    const next = scenarios[index + 1];
    if (options.inTurnsWithPrevious || options.alongsidePrevious) continue;
    if (next?.[2]?.alongsidePrevious) {
      const [, nextUrl, nextOptions = {}] = next;
      const prepared = await Promise.all([
        prepareMeasure(scenario, url, options),
        prepareMeasure(next[0], nextUrl, nextOptions),
      ]);
      const editor =
        options.editorSavesEveryMs === undefined
          ? undefined
          : startBenchEditor(ctx, categoryId, options.editorSavesEveryMs);
      const pair = await Promise.all(prepared.map((run) => run()));
      if (editor) console.log(`(the editor saved ${editor.stop()} times during the next two rows)`);
      for (const { requests: _requests, seconds: _seconds, ...result } of pair) {
        results.push(result);
        print(result);
      }
      continue;
    }
    if (next?.[2]?.inTurnsWithPrevious) {
      const [baseline, cached] = await measureInTurns(current, next);
      cached.ofBaseline = Math.round((cached.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100;
      for (const result of [baseline, cached]) {
        results.push(result);
        print(result);
      }
      continue;
    }
    // Articles come round again after BENCH_ARTICLES requests: emptying the cache keeps them misses.
    const emptying = scenario.includes('every request a miss')
      ? setInterval(() => app.pageCache.purge(), 1000)
      : undefined;
    const { requests: _requests, seconds: _seconds, ...result } = await measure(scenario, url, options);
    clearInterval(emptying);
    results.push(result);
    print(result);
  }

  for (const result of readerResults) {
    results.push(result);
    print(result);
  }
  if (measured.has('readers')) {
    // The page's p99 while an article goes out to every subscription (sent in the background).
    const { push, alongside } = await pushToSubscriptions(ctx, categoryId, PUSH_SUBSCRIPTIONS, () =>
      measure(
        'article page (page cache hit, Brotli) while the push runs',
        `${origin}/${slug}`,
        { headers: browser },
        5,
      ),
    );
    const { requests: _requests, seconds: _seconds, ...page } = alongside;
    for (const result of [
      {
        scenario: `push of one article to ${PUSH_SUBSCRIPTIONS} subscriptions (push service on loopback; ${push.sent} sent, ${push.failed} failed)`,
        path: '(background queue)',
        connections: PUSH_CONCURRENCY,
        requestsPerSecond: Math.round(push.sent / push.seconds),
        seconds: Math.round(push.seconds * 10) / 10,
        errors: push.failed,
        non2xx: push.received - push.sent,
      },
      page,
    ]) {
      results.push(result);
      print(result);
    }
  }

  // A partial run leaves the committed results, which are a whole run's, as they are.
  if (ONLY === undefined) {
    const output = {
      loadGenerator: 'autocannon in one worker thread of the server process',
      measuredAt: new Date().toISOString(),
      database: postgresUrl ? 'postgres' : 'sqlite',
      articles: ARTICLES,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      node: process.version,
      nodeEnv: process.env.NODE_ENV,
      cpus: os.cpus().length,
      results,
    };
    const resultsFile = postgresUrl ? 'results-postgres.json' : 'results.json';
    await writeFile(path.join(import.meta.dirname, resultsFile), `${JSON.stringify(output, null, 2)}\n`);
    console.log(`Wrote bench/${resultsFile}`);
  }

  if (liveBlog) {
    liveBlog.stop();
    console.log(`live blog: the editor posted ${liveBlog.posts()} updates during the run`);
  }
  for (const baseline of baselines) baseline.close();
  await workers?.stop();
  await app.close();
  await uncachedApp.close();
  await db.destroy();
  if (postgresUrl) await runOnPostgres(postgresUrl, `drop schema ${schema} cascade`);
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
