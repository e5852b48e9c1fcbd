// `npm test`: install what is needed, then typecheck, lint, build, unit and API suites (SQLite,
// and PostgreSQL when a server answers), and browser suites. The last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { checkNodeVersion, ensureBuild, ensureDependencies, root, run } from './lib/setup.mjs';

checkNodeVersion();
ensureDependencies();

const totals = { passed: 0, failed: 0, skipped: 0 };
const skipReasons = [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function check(label, status) {
  if (status === 0) totals.passed += 1;
  else totals.failed += 1;
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${label}`);
}

function postgresAnswers() {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432), timeout: 1500 });
    const answer = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
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

function runVitest(project, label) {
  const resultsDir = path.join(root, '.test-results');
  mkdirSync(resultsDir, { recursive: true });
  const output = path.join(resultsDir, `${project}.json`);
  const status = run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
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
}

check('typecheck (tsc --noEmit)', run(bin('tsc'), ['--noEmit', '-p', '.']));
check('lint and format (biome check)', run(bin('biome'), ['check', '.']));
check('build', ensureBuild({ force: true }));

const postgres = await postgresAnswers();
if (!postgres)
  skipReasons.push('PostgreSQL suites skipped: no server answered at TEST_DATABASE_URL or 127.0.0.1:5432.');
runVitest('unit', 'unit tests');
runVitest('api', `API tests (SQLite${postgres ? ' and PostgreSQL' : ''})`);

if (hasE2eTests()) {
  if (ensureChromium()) runVitest('e2e', 'browser tests (Chromium)');
  else
    skipReasons.push('Browser suites not run: /usr/bin/chromium is missing and cannot be installed here (not root).');
}

for (const reason of skipReasons) console.log(reason);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
