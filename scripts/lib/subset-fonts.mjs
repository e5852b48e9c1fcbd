// The Devanagari faces the site serves, cut to the Devanagari block (decision 254). The published
// files also carry the Vedic signs, Devanagari Extended and the North Indic number forms, about a
// fifth of their bytes, which Hindi news never shows; every face is asked for before a phone's first
// paint, so those bytes delayed it. HarfBuzz's subsetter keeps every glyph the kept characters can
// reach through the shaping rules (conjuncts, half forms, reph), and the rules themselves.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700];

/** U+0900–097F, the joiners, ₹ and the dotted circle: the `unicode-range` of the faces in styles.css. */
export const DEVANAGARI_CORE = [
  ...Array.from({ length: 0x980 - 0x900 }, (_, index) => String.fromCodePoint(0x900 + index)),
  '\u200c',
  '\u200d',
  '\u20b9',
  '\u25cc',
].join('');

/** Writes each weight's cut face into `outDir`, named as the published file. */
export async function subsetDevanagariFonts(outDir) {
  await mkdir(outDir, { recursive: true });
  const sizes = [];
  for (const weight of WEIGHTS) {
    const name = `noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
    const published = await readFile(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`));
    const cut = await subsetFont(published, DEVANAGARI_CORE, { targetFormat: 'woff2' });
    await writeFile(path.join(outDir, name), cut);
    sizes.push(`${weight}: ${published.byteLength} → ${cut.byteLength} bytes`);
  }
  return sizes;
}
