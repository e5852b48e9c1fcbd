// Bundles the server (packages stay external in node_modules). Used by start.mjs and test.mjs.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib/setup.mjs';

await rm(path.join(root, 'build', 'server'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'build/server/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Built build/server/main.js');
