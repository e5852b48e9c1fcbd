// `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
// network, simulated throttling) of the home page, an article and a category, against the
// production build with demo content on a free port and a temporary DATA_DIR. Before the audits the
// article becomes a live blog with updates, and a few articles are read, so the home page and the
// article show the live blog and the most-read blocks as they do in the newsroom's day. Each page
// runs three times; the table shows Lighthouse's median run (core/lib/median-run.js) per page. The
// browser is the system Chromium (CHROME_PATH, default /usr/bin/chromium): nothing is downloaded.
// LIGHTHOUSE_SAVE=<folder> also writes each page's median report there as JSON, to read its traces.
// LIGHTHOUSE_RUNS=<n> runs each page n times instead (at least 3): Lighthouse picks its median run by
// FCP and TTI, not by TBT, and on a shared 2-core machine one run's TBT can swing by 100 ms, so the
// table also lists every run's TBT.
// Lighthouse counts main-thread work four times over, a figure meant for a fast desktop host; the
// table's foot gives the host's benchmark index (Lighthouse's own measure of the CPU it ran on), so
// figures from different machines can be compared. LIGHTHOUSE_CPU_SLOWDOWN=<x> sets that multiplier
// instead, as Lighthouse's throttling guide advises for a slower host (decision 259).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltServer } from './lib/built-server.mjs';
import { ensureBuild } from './lib/setup.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(3, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Printed beside each score: what docs/product.md, Speed budgets asks of every page. */
const BUDGET = { performance: 95, accessibility: 100, cls: 0 };

/** The SuperAdmin the audited server starts with, to make the article live. */
const ADMIN = { email: 'lighthouse@example.com', password: `Lh-${randomBytes(12).toString('base64url')}` };
/** Updates of the live blog, newest last, as a match desk posts them. */
const LIVE_UPDATES = [
  { body: 'टॉस: भारत ने टॉस जीतकर पहले बल्लेबाज़ी चुनी', keyEvent: true },
  { body: 'पहला ओवर शांत, सलामी बल्लेबाज़ों ने संभलकर शुरुआत की', score: 'IND 4/0 (1)' },
  { body: 'चौका! कवर के ऊपर से शानदार शॉट', score: 'IND 18/0 (3)' },
  { body: 'विकेट! स्लिप में कैच, पहला झटका', score: 'IND 31/1 (5.2)', keyEvent: true },
  { body: 'पावरप्ले के बाद भारत मज़बूत स्थिति में', score: 'IND 58/1 (6)' },
];

async function api(url, path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * An article with images (the heaviest kind of page), made a live blog with updates, and its
 * category; the newest articles read once each, so the most-read blocks show once the reads are
 * counted (READS_BATCH_SECONDS).
 */
async function pagesOf(url) {
  const { news } = await api(url, '/news/all?page=1&limit=20');
  const article = news.find((item) => item.images.length > 0) ?? news[0];
  if (!article) throw new Error('The demo content has no article');
  const { token } = await api(url, '/auth/login', { method: 'POST', body: ADMIN });
  await api(url, '/news/update', { method: 'PUT', body: { id: article._id, live: true }, token });
  for (const update of LIVE_UPDATES)
    await api(url, `/liveblog/${article._id}/updates`, { method: 'POST', body: update, token });
  for (const item of news.slice(0, 6)) await api(url, `/news/read/${item._id}`, { method: 'POST' });
  await waitForMostRead(url, article.slug);
  return [
    { name: 'home', url: `${url}/` },
    { name: 'article', url: `${url}/${article.slug}` },
    { name: 'category', url: `${url}/category/${article.category._id}` },
  ];
}

/** Waits until the reads are counted and the article page shows its live blog and the most-read block. */
async function waitForMostRead(url, slug) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const page = await (await fetch(`${url}/${slug}`)).text();
    if (page.includes('id="most-read"') && page.includes('id="live-updates"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The article page shows no most-read block or no live blog 30 s after the reads');
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Audits below full marks in the scored categories, for the reader of the table to act on. */
function flagged(lhr) {
  const ids = new Set();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(`${category}:${ref.id}`);
    }
  }
  return [...ids];
}

function table(rows) {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'JS (transferred)', 'TBT of each run'];
  const lines = rows.map(({ name, result: f, tbtOfEachRunMs }) => [
    name,
    `${f.performance}${f.performance < BUDGET.performance ? '!' : ''}`,
    `${f.accessibility}${f.accessibility < BUDGET.accessibility ? '!' : ''}`,
    String(f.bestPractices),
    String(f.seo),
    `${(f.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(f.tbtMs)} ms`,
    `${f.cls.toFixed(3)}${f.cls > BUDGET.cls ? '!' : ''}`,
    `${(f.jsBytes / 1024).toFixed(1)} KB`,
    tbtOfEachRunMs.map((ms) => Math.round(ms)).join(' / '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** One Lighthouse run; a run whose trace came back broken (NO_NAVSTART and the like on a busy machine) is retried twice. */
async function audit(port, url, attempts = 3) {
  const throttling = CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {};
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: CATEGORIES, ...throttling });
  const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
  if (!error) return result.lhr;
  if (attempts > 1) return audit(port, url, attempts - 1);
  throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
}

/**
 * The host's benchmark index over every run, beside the bands of Lighthouse's throttling guide: its
 * default 4× CPU slowdown turns a high-end desktop (1500-2000) into a mid-tier phone; on a low-end
 * desktop (1000-1500) the guide suggests 2×.
 */
function hostLine(rows) {
  const indexes = rows.flatMap((row) => row.benchmarkIndexes);
  const band = (index) => (index >= 1500 ? 'high-end desktop' : index >= 1000 ? 'low-end desktop' : 'below desktop');
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  return `Host CPU: benchmark index ${low}-${high} (${band(low)} to ${band(high)} in Lighthouse's throttling guide); CPU slowdown ${rows[0]?.cpuSlowdown}×`;
}

async function main() {
  if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1))
    throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1.');
  if (!existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH}; set CHROME_PATH to a Chrome or Chromium binary.`);
  if (ensureBuild() !== 0) throw new Error('The build failed; see the output above.');
  const server = await startBuiltServer({
    tempPrefix: 'news-lighthouse-',
    readyWithinMs: 180_000,
    env: {
      SUPERADMIN_EMAIL: ADMIN.email,
      SUPERADMIN_PASSWORD: ADMIN.password,
      READS_BATCH_SECONDS: '1',
      DATABASE_URL: '',
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const rows = [];
    for (const page of await pagesOf(server.url)) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stdout.write(`Lighthouse ${page.name} (${run}/${RUNS}) ${page.url}\n`);
        const lhr = await audit(chrome.port, page.url);
        runs.push(lhr);
      }
      const median = computeMedianRun(runs);
      const eachRun = runs.map(figures);
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${page.name}.json`), JSON.stringify(median));
      }
      rows.push({
        name: page.name,
        version: median.lighthouseVersion,
        result: figures(median),
        tbtOfEachRunMs: eachRun.map((run) => run.tbtMs),
        benchmarkIndexes: eachRun.map((run) => run.benchmarkIndex),
        cpuSlowdown: median.configSettings.throttling.cpuSlowdownMultiplier,
        flagged: flagged(median),
      });
    }
    console.log(`\nLighthouse ${rows[0]?.version} mobile, median of ${RUNS} runs (! = short of its budget)\n`);
    console.log(table(rows));
    console.log(`\n${hostLine(rows)}`);
    for (const row of rows) if (row.flagged.length > 0) console.log(`\n${row.name}: ${row.flagged.join(', ')}`);
  } finally {
    await chrome.kill();
    await server.close();
  }
}

await main();
