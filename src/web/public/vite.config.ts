import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

/**
 * The public site's browser build (decision 080): the island hydrator with one lazily imported
 * chunk per island, and the one stylesheet with its self-hosted fonts. Hashed names, a manifest
 * the server reads (assets.server.ts) to link the stylesheet and preload only the islands a page uses.
 * Islands are written against React's API and rendered by React on the server; in the browser
 * preact/compat hydrates them (decision 195).
 */
export default defineConfig({
  root: here,
  base: '/assets/',
  publicDir: false,
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      // The Devanagari faces cut to the Devanagari block by scripts/build.mjs before this build.
      { find: /^@cut-fonts\//, replacement: `${path.resolve(here, '../../../build/fonts')}/` },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      // Islands get their words parsed by the server (island-words.server.ts): FormatJS's
      // formatter without its parser, a quarter of the bytes.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: path.resolve(here, '../../../build/public'),
    emptyOutDir: true,
    assetsDir: '',
    manifest: true,
    target: 'es2022',
    // The page links the stylesheet itself; no JavaScript-injected CSS, no polyfill script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { hydrator: path.resolve(here, 'client.ts'), styles: path.resolve(here, 'styles.css') },
      output: {
        // The renderer arrives whole with the first island that wakes (client.ts): one file, one
        // request, one compression window (docs/decisions/098).
        codeSplitting: { groups: [{ name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/ }] },
      },
    },
  },
});
