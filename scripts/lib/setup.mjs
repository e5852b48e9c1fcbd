// Shared steps of `npm start` and `npm test`. Node built-ins only: this runs before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** package.json's engines, `^20.19.0 || >=22.12.0`: vite's range (through vitest), the releases whose require() loads ES modules. */
export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if ((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22) return;
  console.error(`Node.js 24 LTS (recommended), 22.12+ or 20.19+ is needed; this is ${process.versions.node}.`);
  process.exit(1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies (with the build tools, whatever NODE_ENV says) when missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (the first time this compiles better-sqlite3, about two minutes)...');
  // `npm ci` installs exactly the lockfile and never rewrites it, so a run leaves `git status` clean
  // (decision 114).
  const status = run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(status);
  }
  const now = new Date();
  if (existsSync(marker)) utimesSync(marker, now, now);
}

const BUILD_OUTPUT = path.join(root, 'build', 'server', 'main.js');
const BUILD_INPUTS = ['src', 'scripts/build.mjs', 'scripts/lib/subset-fonts.mjs', 'package-lock.json'];

/**
 * Builds when any source is newer than the build. Answers the build's exit status. `toStderr`: the
 * build's progress goes to standard error, for a command whose standard output is its answer.
 */
export function ensureBuild({ force = false, toStderr = false } = {}) {
  const built = existsSync(BUILD_OUTPUT) ? statSync(BUILD_OUTPUT).mtimeMs : 0;
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  if (!force && built >= newest) return 0;
  (toStderr ? console.error : console.log)('Building...');
  return run(process.execPath, ['scripts/build.mjs'], toStderr ? { stdio: ['inherit', 2, 'inherit'] } : {});
}

export { BUILD_OUTPUT };
