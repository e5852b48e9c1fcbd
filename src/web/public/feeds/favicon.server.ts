import sharp from 'sharp';
import { SITE_ICON_SVG } from './icon';

/** The sizes browsers, bookmarks and feed readers pick from when they ask for `/favicon.ico`. */
const SIZES = [16, 32, 48] as const;
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An ICO file whose images are PNGs (every browser since 2007 reads them): the 6-byte header,
 * one 16-byte directory entry per image, then the images.
 */
function icoOf(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

let favicon: Promise<Buffer> | undefined;

/**
 * `/favicon.ico` for the clients that ask for it without reading the page's `<link rel="icon">`
 * (docs/decisions/098): the site's brand mark drawn at each size, made once per process.
 */
export function faviconIco(): Promise<Buffer> {
  favicon ??= Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(Buffer.from(SITE_ICON_SVG)).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    })),
  ).then(icoOf);
  return favicon;
}
