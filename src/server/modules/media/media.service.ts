import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, UPLOAD_MAX_MEGAPIXELS, UPLOAD_MAX_PIXELS } from '../../../shared/constants';
import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_WIDTH } from '../../../shared/schemas/media';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { UploadedFile } from '../../lib/uploads';
import { isUploadReferenced } from './media.repository';

export type StoredImage = { public_id: string; url: string; width: number; height: number };

const unsupported = (filename: string) =>
  new AppError(415, `${filename || 'The file'} is not a supported image. Upload JPEG, PNG, WebP, GIF or AVIF files.`);

/** Judges a file by its bytes, never by its name or declared type (an SVG or a renamed text file fails). */
async function assertSupportedImage(file: UploadedFile): Promise<void> {
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime))
    throw unsupported(file.filename);
}

/** Reads only the header, so an image too costly to decode is refused before any decoding. */
async function assertWithinPixelBudget(file: UploadedFile): Promise<void> {
  const { width, height, pageHeight, pages } = await sharp(file.bytes)
    .metadata()
    .catch(() => {
      throw unsupported(file.filename);
    });
  const pixels = (width ?? 0) * (pageHeight ?? height ?? 0) * (pages ?? 1);
  if (pixels > UPLOAD_MAX_PIXELS) {
    const megapixels = Math.ceil(pixels / 1_000_000);
    throw new AppError(
      413,
      `${file.filename || 'The image'} is ${megapixels} megapixels: images may be at most ${UPLOAD_MAX_MEGAPIXELS} megapixels. Resize it and upload it again.`,
    );
  }
}

async function encode(bytes: Buffer, width?: number): Promise<{ data: Buffer; width: number; height: number }> {
  // sharp drops EXIF, GPS and every other metadata unless asked to keep it; rotate() applies the orientation first.
  const pipeline = sharp(bytes, { animated: true, limitInputPixels: UPLOAD_MAX_PIXELS })
    .rotate()
    .resize({ width: width ?? IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Checks every file first (so a bad one stores nothing), then re-encodes each to WebP with width
 * variants. If storing fails half-way, what was written is removed again.
 */
export async function storeImages(ctx: AppContext, files: UploadedFile[]): Promise<StoredImage[]> {
  for (const file of files) {
    await assertSupportedImage(file);
    await assertWithinPixelBudget(file);
  }
  const written: string[] = [];
  try {
    const images: StoredImage[] = [];
    for (const file of files) {
      const main = await encode(file.bytes).catch(() => {
        throw unsupported(file.filename);
      });
      const now = new Date();
      const publicId = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${newId()}`;
      const mainKey = `${publicId}.webp`;
      const url = await ctx.storage.put(mainKey, main.data, 'image/webp');
      written.push(mainKey);
      for (const variantWidth of IMAGE_VARIANT_WIDTHS.filter((w) => w < main.width)) {
        const variant = await encode(file.bytes, variantWidth);
        const key = `${publicId}-${variantWidth}.webp`;
        await ctx.storage.put(key, variant.data, 'image/webp');
        written.push(key);
      }
      images.push({ public_id: publicId, url, width: main.width, height: main.height });
    }
    return images;
  } catch (error) {
    await Promise.allSettled(written.map((key) => ctx.storage.remove(key)));
    throw error;
  }
}

function storedKeys(image: Pick<StoredImage, 'public_id'>): string[] {
  return [`${image.public_id}.webp`, ...IMAGE_VARIANT_WIDTHS.map((width) => `${image.public_id}-${width}.webp`)];
}

/** Removes images stored for a request whose write then failed: the main file and every width copy. */
export async function removeStoredImages(ctx: AppContext, images: StoredImage[]): Promise<void> {
  await Promise.allSettled(images.flatMap(storedKeys).map((key) => ctx.storage.remove(key)));
}

/** A public id (`yyyy/mm/<id>`) wherever it appears: an `/uploads/` URL of any width, a bare id, rich text. */
const UPLOAD_ID = /\d{4}\/\d{2}\/[0-9a-f]{24}/g;

/** The uploads the texts name, by public id. */
export function uploadIdsIn(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.match(UPLOAD_ID) ?? []))];
}

/** The uploads named before a write and no longer after it. */
export function droppedUploads(before: string[], after: string[]): string[] {
  const kept = new Set(uploadIdsIn(after));
  return uploadIdsIn(before).filter((id) => !kept.has(id));
}

/**
 * Removes, with every width copy, each upload no row names any more; runs after the commit that
 * let go of them. A failure is logged, never thrown: the write itself has succeeded.
 */
export async function removeUnreferencedMedia(ctx: AppContext, publicIds: string[]): Promise<void> {
  for (const publicId of new Set(publicIds)) {
    try {
      if (await isUploadReferenced(ctx.db, publicId)) continue;
      await Promise.all(storedKeys({ public_id: publicId }).map((key) => ctx.storage.remove(key)));
    } catch (error) {
      ctx.log.error({ err: error, publicId }, 'Could not remove an upload nothing refers to');
    }
  }
}

/** Stores the files, runs `write` with them, and removes them again if `write` fails: nothing is orphaned. */
export async function withStoredImages<T>(
  ctx: AppContext,
  files: UploadedFile[],
  write: (images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const images = await storeImages(ctx, files);
  try {
    return await write(images);
  } catch (error) {
    await removeStoredImages(ctx, images);
    throw error;
  }
}

/**
 * The same for the one image a form may send in `field`; an empty file part (what a browser sends
 * for an untouched file input) counts as none.
 */
export function withOptionalImage<T>(
  ctx: AppContext,
  files: UploadedFile[],
  field: string,
  write: (image: StoredImage | undefined) => Promise<T>,
): Promise<T> {
  const file = files.find((candidate) => candidate.field === field && candidate.bytes.length > 0);
  return withStoredImages(ctx, file ? [file] : [], ([image]) => write(image));
}
