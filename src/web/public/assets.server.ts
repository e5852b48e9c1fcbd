import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (only the fields the pages use). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What a page links: the stylesheet, the hydrator, and for each island its chunk with the chunks it imports. */
export type SiteAssets = {
  stylesheet: string | null;
  hydrator: string | null;
  /** Module preloads for these islands: each island's chunk and what it imports statically, React aside. */
  islandPreloads(names: Iterable<string>): string[];
  /**
   * The faces every page's first view draws (Devanagari and Latin, regular for text and bold for
   * headlines), preloaded so they arrive before the first paint and nothing swaps afterwards.
   */
  fonts: string[];
};

const PREFIX = '/assets/';
const ISLAND_DIR = 'islands/';
const ISLAND_KEY = (name: string) => `${ISLAND_DIR}${name}.island.tsx`;

/** The browser build's folder: `build/public`, found from the project root (the folder with package.json). */
export function publicAssetsDir(start = import.meta.dirname): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'build', 'public');
}

function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticImports(manifest, imported, seen);
  return seen;
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
  // The hydrator's own imports, and React, which it imports itself when the first island wakes
  // (client.ts): its one dynamic import that is not an island.
  const notPreloaded = staticImports(manifest, 'client.ts');
  for (const key of client?.dynamicImports ?? [])
    if (!key.startsWith(ISLAND_DIR)) staticImports(manifest, key, notPreloaded);
  return {
    stylesheet: styles ? url(styles.file) : null,
    hydrator: client ? url(client.file) : null,
    fonts: fonts.map(url),
    islandPreloads(names) {
      const keys = new Set<string>();
      for (const name of names) if (manifest[ISLAND_KEY(name)]) staticImports(manifest, ISLAND_KEY(name), keys);
      // React is not preloaded: it arrives with the first island that wakes, so a reader whose
      // islands never wake never downloads it (docs/decisions/098).
      return [...keys].filter((key) => !notPreloaded.has(key)).map((key) => url(manifest[key]!.file));
    },
  };
}
