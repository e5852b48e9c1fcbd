// Builds the public site's browser assets (the Devanagari faces cut to size, then Vite: island
// chunks, one stylesheet, fonts, manifest),
// the back office (React Router's SPA build) and bundles the server (packages stay external in
// node_modules). Used by start.mjs and test.mjs.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { root } from './lib/setup.mjs';
import { subsetDevanagariFonts } from './lib/subset-fonts.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text assets gain from compression; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

/**
 * Writes `name.br` and `name.gz` beside every text asset, at the strongest settings (Brotli 11,
 * gzip 9): paid once here, so the server sends them from disk (@fastify/static `preCompressed`)
 * and never compresses an asset per request. A copy that saves nothing is not written.
 */
async function precompress(dir) {
  let written = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // Dot folders (Vite's manifest) are never served.
    const hidden = path
      .relative(dir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
    if (!entry.isFile() || hidden || !COMPRESSIBLE.test(entry.name)) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, compressed] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (compressed.byteLength >= body.byteLength) continue;
      await writeFile(file + suffix, compressed);
      written += 1;
    }
  }
  return written;
}

const fontsDir = path.join(root, 'build', 'fonts');
console.log(`Cut the Devanagari faces (${(await subsetDevanagariFonts(fontsDir)).join(', ')})`);

const publicDir = path.join(root, 'build', 'public');
await viteBuild({ configFile: path.join(root, 'src/web/public/vite.config.ts'), logLevel: 'warn' });
console.log(`Built build/public (site assets and manifest, ${await precompress(publicDir)} precompressed copies)`);

const adminDir = path.join(root, 'build', 'admin');
await rm(adminDir, { recursive: true, force: true });
// Run from the app's own folder: React Router names its server entry relative to the working directory.
const adminBuild = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
  cwd: path.join(root, 'src/web/admin'),
  encoding: 'utf8',
});
if (adminBuild.status !== 0) {
  console.error(adminBuild.stdout, adminBuild.stderr);
  throw new Error('The back office build failed');
}
// Kept: what needs attention. Dropped: the size table, and notices about React Router 8 and its own Vite options.
const adminWarnings = `${adminBuild.stdout}\n${adminBuild.stderr}`
  .split('\n')
  .filter((line) => /warn|error/i.test(line) && !/envFile|Future Flag/.test(line));
if (adminWarnings.length) console.warn(adminWarnings.join('\n'));
// The server half only rendered index.html at build time; the back office runs in the browser.
await rm(path.join(adminDir, 'server'), { recursive: true, force: true });
console.log(
  `Built build/admin (back office, ${await precompress(path.join(adminDir, 'client'))} precompressed copies)`,
);

await rm(path.join(root, 'build', 'server'), { recursive: true, force: true });
// The server, and the backup and restore commands, which run where only production packages are.
await build({
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    backup: path.join(root, 'src/server/backup/backup-main.ts'),
    restore: path.join(root, 'src/server/backup/restore-main.ts'),
  },
  outdir: path.join(root, 'build/server'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  jsx: 'automatic',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Built build/server/main.js, backup.js and restore.js');
