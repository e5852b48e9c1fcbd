import { IMAGE_VARIANT_WIDTHS } from '../../../shared/schemas/media';
import type { AppContext } from '../../context';
import type { StoredImage } from '../media/media.service';

/** Form fields whose files become article images (`thumbnail` as in /image/multi, or `images`). */
export const NEWS_IMAGE_FIELDS = ['thumbnail', 'images'] as const;

/** Removes images stored for a request whose write then failed: the main file and every width copy. */
export async function discardStoredImages(ctx: AppContext, images: StoredImage[]): Promise<void> {
  const keys = images.flatMap((image) => [
    `${image.public_id}.webp`,
    ...IMAGE_VARIANT_WIDTHS.map((width) => `${image.public_id}-${width}.webp`),
  ]);
  await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)));
}
