// `npm run backup` and `npm run restore FILE`: the command from the build (made first when stale,
// where the sources are), so it runs where only production packages are installed. Node built-ins only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, root } from './lib/setup.mjs';

const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: node scripts/run-built.mjs backup|restore [FILE]');
  process.exit(1);
}
// `npm run backup` prints the archive's path and nothing else on standard output: scripts read it.
const buildStatus = ensureBuild({ toStderr: true });
if (buildStatus !== 0) {
  console.error('The build failed; see the output above.');
  process.exit(buildStatus);
}
const run = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'build', 'server', `${command}.js`), ...args],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
