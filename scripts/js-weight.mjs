// `node scripts/js-weight.mjs [server URL]`: the JavaScript the home page, an article and a category
// page of a running production build can load, per file, gzipped at level 9 (docs/product.md, Speed budgets).
// "At start" is what every reader downloads: the module scripts of the HTML with what they import,
// and page-wake.ts, which the hydrator imports after the first paint. "On wake" adds what
// page-wake.ts imports for the islands on the page (each island's chunk, its imports, and React). Which chunk is which island's comes from the build's manifest in build/public, which must
// be the build the server runs. KB are 1,000 bytes. Exits 1 when the article is over budget. The
// server URL defaults to http://127.0.0.1:$PORT (3000).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib/setup.mjs';

const BASE = (process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const MANIFEST = path.join(root, 'build', 'public', '.vite', 'manifest.json');
const PREFIX = '/assets/';
/** docs/product.md, Speed budgets, in KB gzipped: the article's whole JavaScript, and what a reader who only reads and scrolls gets. */
const ARTICLE_BUDGET = { total: 75, atStart: 15 };

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [PREFIX + chunk.file, key]));

function withStaticImports(key, into) {
  if (!key || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
  return into;
}

/** Every value of `attribute` on the tags of `html` matching `tag` (attributes in any order). */
function attributes(html, tag, attribute) {
  return [...html.matchAll(tag)].map((match) => match[0].match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1]);
}

async function text(url) {
  const response = await fetch(BASE + url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const gzipSizes = new Map();
async function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(await text(file), { level: 9 }).byteLength);
  return gzipSizes.get(file);
}

/** The files a page loads at start and those it can add when its islands wake, as manifest keys. */
async function scriptsOf(url) {
  const html = await text(url);
  const keyOf = (file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${file} (linked by ${url}) is not in ${MANIFEST}: is the server running this build?`);
    return key;
  };
  const atStart = new Set();
  for (const file of attributes(html, /<script\b[^>]*type="module"[^>]*>/g, 'src'))
    withStaticImports(keyOf(file), atStart);
  withStaticImports('page-wake.ts', atStart);
  const onWake = new Set(atStart);
  const reactKeys = (manifest['page-wake.ts']?.dynamicImports ?? []).filter((key) => !key.startsWith('islands/'));
  const islands = new Set(attributes(html, /<site-island\b[^>]*>/g, 'name'));
  for (const name of islands) withStaticImports(`islands/${name}.island.tsx`, onWake);
  if (islands.size > 0) for (const key of reactKeys) withStaticImports(key, onWake);
  return { islands: [...islands], atStart, onWake };
}

async function samplePages() {
  const { news } = await (await fetch(`${BASE}/api/v1/news/all?page=1&limit=20`)).json();
  const article = news?.find((item) => item.images.length > 0) ?? news?.[0];
  if (!article) throw new Error('The server has no published article to weigh');
  return [
    { name: 'home', url: '/' },
    { name: 'article', url: `/${article.slug}` },
    { name: 'category', url: `/category/${article.category._id}` },
  ];
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

let overBudget = false;
for (const { name, url } of await samplePages()) {
  const { islands, atStart, onWake } = await scriptsOf(url);
  const rows = [];
  for (const key of onWake) {
    const file = PREFIX + manifest[key].file;
    rows.push({ file, when: atStart.has(key) ? 'at start' : 'on wake', bytes: await gzipSize(file) });
  }
  rows.sort((a, b) => a.when.localeCompare(b.when) || b.bytes - a.bytes);
  const sum = (when) => rows.filter((row) => !when || row.when === when).reduce((total, row) => total + row.bytes, 0);
  const start = sum('at start');
  const total = sum();
  console.log(`\n${name}  ${url}\n  islands: ${islands.join(', ') || 'none'}`);
  for (const row of rows) console.log(`  ${row.when.padEnd(8)}  ${kb(row.bytes).padStart(8)}  ${row.file}`);
  let verdict = '';
  if (name === 'article') {
    const over = total / 1000 > ARTICLE_BUDGET.total || start / 1000 > ARTICLE_BUDGET.atStart;
    overBudget ||= over;
    verdict = `  (budget ${ARTICLE_BUDGET.atStart} KB at start, ${ARTICLE_BUDGET.total} KB in all: ${over ? 'OVER' : 'within'})`;
  }
  console.log(`  at start ${kb(start)}, in all ${kb(total)} gzipped${verdict}`);
}
process.exitCode = overBudget ? 1 : 0;
