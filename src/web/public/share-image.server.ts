import sharp from 'sharp';
import type { AppContext } from '../../server/context';
import { cacheSlot } from '../../server/lib/app-caches';
import type { ImageRef } from '../../shared/schemas/news';
import { publicIdOfUploadedImage } from '../../shared/urls';
import { absoluteUrl, type ShareImage, shareImageOf } from './head.server';

/** Each upload's size as read from its stored file: uploads never change, only the app's end forgets them. */
const UPLOAD_SIZES = cacheSlot<Map<string, Promise<ImageRef | undefined>>>('upload sizes');

async function uploadOf(ctx: AppContext, url: string, publicId: string): Promise<ImageRef | undefined> {
  const bytes = await ctx.storage.read(`${publicId}.webp`);
  if (!bytes) return undefined;
  const { width, height } = await sharp(bytes).metadata();
  return { public_id: publicId, url, width, height };
}

/**
 * An image known only by its address (a category's) as a shared link shows it: an upload as its
 * 1200 px copy with that copy's size, like an article's images; an outside address as it is,
 * its size unknown. An upload whose file is missing is shown by its address alone too.
 */
export async function shareImageAt(ctx: AppContext, origin: string, url: string, alt: string): Promise<ShareImage> {
  const publicId = publicIdOfUploadedImage(url);
  if (!publicId) return { url: absoluteUrl(origin, url), alt };
  const sizes = ctx.caches.get(UPLOAD_SIZES, () => new Map());
  let upload = sizes.get(publicId);
  if (!upload) {
    upload = uploadOf(ctx, url, publicId).catch(() => undefined);
    sizes.set(publicId, upload);
  }
  const image = await upload;
  return image ? shareImageOf(origin, image, alt) : { url: absoluteUrl(origin, url), alt };
}

/**
 * The share image of a listing (a category or subcategory page): the category's own image, else
 * the image of the newest article listed that has one, else none.
 */
export async function listingShareImage(
  ctx: AppContext,
  origin: string,
  category: { name: string; image: string },
  news: readonly { title: string; images: ImageRef[] }[],
): Promise<ShareImage | undefined> {
  if (category.image) return shareImageAt(ctx, origin, category.image, category.name);
  const pictured = news.find((item) => item.images.length > 0);
  return pictured && shareImageOf(origin, pictured.images[0]!, pictured.title);
}
