import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

/**
 * The public site's browser build (decision 080): the island hydrator with one lazily imported
 * chunk per island, and the one stylesheet with its self-hosted fonts. Hashed names, a manifest
 * the server reads (assets.server.ts) to link the stylesheet and preload only the islands a page uses.
 */
export default defineConfig({
  root: here,
  base: '/assets/',
  publicDir: false,
  plugins: [tailwindcss()],
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
        // React arrives whole with the first island that wakes (client.ts): one file, one request,
        // and one compression window for react, react-dom and the scheduler (docs/decisions/098).
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
