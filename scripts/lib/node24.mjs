// The Node 24 LTS pass of `npm test` (decision 070): the official Node binary as the npm registry
// serves it, cached under node_modules/.cache/node24 so that only the first run downloads it (~50 MB).
// Every native module the app loads there is Node-API and prebuilt, so nothing is compiled for it.
// Node built-ins only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './setup.mjs';

export const NODE24_VERSION = '24.21.0';

// Pinned like a lockfile entry: the runtime bypasses package-lock.json, so its tarball is checked here.
const RUNTIME_INTEGRITY = {
  x64: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  arm64: 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
};

const CACHE = path.join(root, 'node_modules', '.cache', 'node24');
const PLATFORM = `linux-${process.arch}`;

/** Why the Node 24 pass cannot or need not run here; undefined when it should. */
export function node24PassUnneeded() {
  if (process.platform !== 'linux' || !(process.arch in RUNTIME_INTEGRITY))
    return `the Node ${NODE24_VERSION} runtime is pinned for linux-x64 and linux-arm64 only, not ${process.platform}-${process.arch}`;
  if (process.versions.node.split('.')[0] === '24')
    return `the suites above already ran on Node ${process.versions.node}`;
  return undefined;
}

function runQuietly(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`\`${command} ${args.join(' ')}\` failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd());
  return result.stdout;
}

/** The unpacked runtime package (bin/node, include/node, docs), downloaded once per version. */
function ensureRuntime() {
  const dir = path.join(CACHE, `node-v${NODE24_VERSION}-${PLATFORM}`);
  if (existsSync(path.join(dir, 'bin', 'node'))) return dir;
  const spec = `node-${PLATFORM}@${NODE24_VERSION}`;
  console.log(`Downloading Node ${NODE24_VERSION} (${spec} from the npm registry, once)...`);
  const work = mkdtempSync(path.join(CACHE, 'download-'));
  try {
    const [{ filename }] = JSON.parse(runQuietly('npm', ['pack', spec, '--json', '--pack-destination', work]));
    const tarball = path.join(work, filename);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== RUNTIME_INTEGRITY[process.arch])
      throw new Error(
        `${spec} from the registry does not match its pinned integrity ${RUNTIME_INTEGRITY[process.arch]}`,
      );
    runQuietly('tar', ['-xzf', tarball, '-C', work]);
    renameSync(path.join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** The Node 24 binary, and an environment with its folder first on PATH, so a test that starts `node` gets it too. */
export function prepareNode24() {
  mkdirSync(CACHE, { recursive: true });
  const binary = path.join(ensureRuntime(), 'bin');
  return {
    node: path.join(binary, 'node'),
    env: { ...process.env, PATH: `${binary}${path.delimiter}${process.env.PATH ?? ''}` },
  };
}
