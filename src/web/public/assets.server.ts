import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (only the fields the pages use). */
type ManifestChunk = { file: string };
type Manifest = Record<string, ManifestChunk>;

/** What a page links: the stylesheet, the fonts and the hydrator (which fetches the rest after the first paint). */
export type SiteAssets = {
  stylesheet: string | null;
  hydrator: string | null;
  /**
   * The faces every page's first view draws (Devanagari and Latin, regular for text and bold for
   * headlines), preloaded so they arrive before the first paint and nothing swaps afterwards.
   */
  fonts: string[];
};

const PREFIX = '/assets/';

/** The browser build's folder: `build/public`, found from the project root (the folder with package.json). */
export function publicAssetsDir(start = import.meta.dirname): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'build', 'public');
}

/**
 * Reads the manifest once at start. Without a build (API tests, `tsx` runs) the pages render
 * whole, unstyled and without islands' scripts: the content is all in the HTML anyway.
 */
export function loadSiteAssets(dir = publicAssetsDir()): SiteAssets {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const url = (file: string) => PREFIX + file;
  const client = manifest['client.ts'];
  const styles = manifest['styles.css'];
  const fonts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /noto-sans-devanagari-(devanagari|latin)-(400|700)-normal.*\.woff2$/.test(file))
    .sort();
  return {
    stylesheet: styles ? url(styles.file) : null,
    hydrator: client ? url(client.file) : null,
    fonts: fonts.map(url),
  };
}
