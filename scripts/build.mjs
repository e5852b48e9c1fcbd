// Builds the public site's browser assets (Vite: island chunks, one stylesheet, fonts, manifest)
// and bundles the server (packages stay external in node_modules). Used by start.mjs and test.mjs.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { root } from './lib/setup.mjs';

await viteBuild({ configFile: path.join(root, 'src/web/public/vite.config.ts'), logLevel: 'warn' });
console.log('Built build/public (site assets and manifest)');

await rm(path.join(root, 'build', 'server'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'build/server/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  jsx: 'automatic',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Built build/server/main.js');
