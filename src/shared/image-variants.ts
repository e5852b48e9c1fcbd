import { IMAGE_VARIANT_WIDTHS } from './constants';
import type { ImageRef } from './schemas/news';

/**
 * The width copies the media pipeline stores beside an upload (media.service.ts), as the pages
 * name them in `srcset` and in the share tags. Shared by server and browser: no Node APIs, no zod.
 */

/** A public id the media pipeline made (`2026/11/<24 hex>`); only those have width copies. */
const PIPELINE_ID = /^\d{4}\/\d{2}\/[0-9a-f]{24}$/;
const WEBP = '.webp';

export type ImageSource = { url: string; width: number; height?: number };

/** The stored files of an upload, narrowest first and the main file last; none for an image the pipeline did not make. */
export function imageSources(image: ImageRef): ImageSource[] {
  const { width, height } = image;
  if (!width || !PIPELINE_ID.test(image.public_id) || !image.url.endsWith(`${image.public_id}${WEBP}`)) return [];
  const base = image.url.slice(0, -WEBP.length);
  const scaled = (copyWidth: number) => (height ? Math.round((height * copyWidth) / width) : undefined);
  return [
    ...IMAGE_VARIANT_WIDTHS.filter((copyWidth) => copyWidth < width).map((copyWidth) => ({
      url: `${base}-${copyWidth}${WEBP}`,
      width: copyWidth,
      height: scaled(copyWidth),
    })),
    { url: image.url, width, height: height ?? undefined },
  ];
}

/** `srcset` for an upload with width copies, else undefined (the `src` alone is all there is). */
export function srcSetOf(image: ImageRef): string | undefined {
  const sources = imageSources(image);
  if (sources.length < 2) return undefined;
  return sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}

/** One stored file of an image, with its size where known. */
export type ImageFile = { url: string; width?: number; height?: number };

/** The widest stored file no wider than `maxWidth`; the image itself when it has no copies. */
export function imageUpTo(image: ImageRef, maxWidth: number): ImageFile {
  const fitting = imageSources(image)
    .filter((source) => source.width <= maxWidth)
    .at(-1);
  return fitting ?? { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined };
}
