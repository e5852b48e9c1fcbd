import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** The back office's browser build: its own stylesheet and chunks, all under /admin/ (never on public pages). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [tailwindcss(), reactRouter()],
  // Its output folder is build/admin, outside this root: scripts/build.mjs empties it first.
  // The Add News chunk carries the rich-text editor (Tiptap and ProseMirror, ~200 KB gzipped), loaded on that screen only.
  build: { target: 'es2022', emptyOutDir: false, chunkSizeWarningLimit: 800 },
});
