// `npm test`: install what is needed, then typecheck, lint, build, the unit suite on this Node and
// on Node 24 LTS, the API suite on PostgreSQL with this Node (when a server answers) and on SQLite
// with Node 24 (the Redis suites when Redis answers), and browser suites. The last line is
// `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NODE24_VERSION, node24PassUnneeded, prepareNode24 } from './lib/node24.mjs';
import { checkNodeVersion, ensureBuild, ensureDependencies, root, run } from './lib/setup.mjs';

checkNodeVersion();
ensureDependencies();

/** Under CI nothing this machine provides may be skipped: a missing database or browser fails the run. */
const ci = process.env.CI === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
const resultsDir = path.join(root, '.test-results');
// An earlier run's results must never stand in for this run's.
rmSync(resultsDir, { recursive: true, force: true });
const skipReasons = [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redacted = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

function check(label, status) {
  if (status === 0) totals.passed += 1;
  else totals.failed += 1;
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${label}`);
}

/**
 * Signs in to PostgreSQL with the tests' own login and database (tests/helpers/app.ts): answers
 * undefined when it works, else why not. The pg driver is installed by now.
 */
async function postgresRefusal() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Asks the tests' Redis (tests/helpers/redis.ts) for a PONG: answers undefined when it answers, else why not. */
function redisRefusal() {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (reason) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(3000, () => done('no answer within 3 s'));
    socket.on('error', (error) => done(error.message || error.code));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG') ? undefined : data.toString().trim()));
  });
}

function hasE2eTests() {
  const dir = path.join(root, 'tests', 'e2e');
  return existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.test.ts'));
}

/** The browser suites use the OS Chromium; install it from Debian's packages when missing and allowed. */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('Installing Chromium from the OS packages...');
  return (
    spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' }).status === 0
  );
}

/**
 * Vitest runs files one at a time on a 2-core machine (cores - 1); suites whose files share nothing
 * outside their process but a schema or a server of their own run as many as there are cores
 * (`allCores`): the browser files too, which mostly wait on Chromium and their servers (decision 279).
 */
const ALL_CORES = ['--maxWorkers', String(os.availableParallelism())];

/** Runs a Vitest project with the installed Node, or with another runtime (`node`) in its environment (`env`). */
function runVitest(project, label, { node, env, results = project, allCores = false } = {}) {
  mkdirSync(resultsDir, { recursive: true });
  const output = path.join(resultsDir, `${results}.json`);
  const [command, entry] = node
    ? [node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs')]]
    : [bin('vitest'), []];
  const status = run(
    command,
    [
      ...entry,
      'run',
      '--project',
      project,
      ...(allCores ? ALL_CORES : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env ? { env } : {},
  );
  if (!existsSync(output)) {
    console.log(`FAIL ${label}: the runner produced no results (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  totals.failed += brokenFiles.length;
  if (status !== 0 && report.numFailedTests === 0 && brokenFiles.length === 0) totals.failed += 1;
  console.log(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
  if (report.numPassedTests + report.numFailedTests === 0) check(`${label}: the suite ran tests`, 1);
}

/** The recommended runtime (decision 070), or why it could not be had: undefined then, and the run fails. */
function node24Runtime() {
  try {
    return prepareNode24();
  } catch (error) {
    console.log(error.message);
    check(`Node ${NODE24_VERSION} runtime from the npm registry`, 1);
    return undefined;
  }
}

check('typecheck (tsc --noEmit)', run(bin('tsc'), ['--noEmit', '-p', '.']));
check('lint and format (biome check)', run(bin('biome'), ['check', '.']));
check('build', ensureBuild({ force: true }));

const postgresProblem = await postgresRefusal();
const postgres = postgresProblem === undefined;
if (!postgres) {
  const reason = `PostgreSQL at ${redacted(POSTGRES_URL)} refused the tests' login: ${postgresProblem}`;
  if (ci) check(reason, 1);
  else skipReasons.push(`PostgreSQL suites skipped: ${reason}.`);
}
const redisProblem = await redisRefusal();
if (redisProblem !== undefined) {
  const reason = `Redis at ${redacted(REDIS_URL)} did not answer the tests' PING: ${redisProblem}`;
  if (ci) check(reason, 1);
  else skipReasons.push(`Redis suites skipped: ${reason}.`);
}
runVitest('unit', 'unit tests', { allCores: true });

// Each API suite runs once per database (decision 276): PostgreSQL on this Node (its driver is plain
// JavaScript), SQLite on Node 24 (its native driver is what differs between runtimes).
const node24Unneeded = node24PassUnneeded();
const node24 = node24Unneeded ? undefined : node24Runtime();
if (node24Unneeded) skipReasons.push(`Node 24 pass not run: ${node24Unneeded}.`);
if (node24) {
  if (postgres)
    runVitest('api', `API tests (PostgreSQL, Node ${process.versions.node})`, {
      env: { ...process.env, TEST_DIALECTS: 'postgres' },
      allCores: true,
    });
  const env = { ...node24.env, TEST_DIALECTS: 'sqlite' };
  runVitest('unit', 'unit tests (Node 24)', { node: node24.node, env, results: 'unit-node24', allCores: true });
  runVitest('api', 'API tests (Node 24, SQLite)', { node: node24.node, env, results: 'api-node24', allCores: true });
} else runVitest('api', `API tests (SQLite${postgres ? ' and PostgreSQL' : ''})`, { allCores: true });

if (!hasE2eTests()) check('browser suite: tests/e2e has test files', 1);
else if (ensureChromium()) runVitest('e2e', 'browser tests (Chromium)', { allCores: true });
else {
  const reason =
    '/usr/bin/chromium is missing and could not be installed from the OS packages (not root, or apt-get failed)';
  if (ci) check(`browser suite: ${reason}`, 1);
  else skipReasons.push(`Browser suites not run: ${reason}.`);
}

if (ci && totals.skipped > 0) check(`nothing skipped under CI (${totals.skipped} tests were)`, 1);
for (const reason of skipReasons) console.log(reason);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
