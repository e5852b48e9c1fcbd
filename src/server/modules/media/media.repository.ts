import { sql } from 'kysely';
import type { Db } from '../../db/client';

/**
 * Whether any row still names the upload: an article's image list or description, a kept revision
 * of one (decision 227), a category or ad image, or a setting (page texts). Polls carry no images. The description and settings checks
 * read every row, which is why they run only for uploads a write has just let go of.
 */
export async function isUploadReferenced(db: Db, publicId: string): Promise<boolean> {
  const pattern = `%${publicId}%`;
  const found = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('news_images')
              .select(sql.lit(1).as('one'))
              .where((w) => w.or([w('public_id', '=', publicId), w('url', 'like', pattern)])),
          ),
          eb.exists(
            eb.selectFrom('news_revision_uploads').select(sql.lit(1).as('one')).where('public_id', '=', publicId),
          ),
          eb.exists(eb.selectFrom('news').select(sql.lit(1).as('one')).where('description', 'like', pattern)),
          eb.exists(eb.selectFrom('live_updates').select(sql.lit(1).as('one')).where('image_public_id', '=', publicId)),
          eb.exists(eb.selectFrom('categories').select(sql.lit(1).as('one')).where('image', 'like', pattern)),
          eb.exists(eb.selectFrom('ads').select(sql.lit(1).as('one')).where('image', 'like', pattern)),
          eb.exists(eb.selectFrom('settings').select(sql.lit(1).as('one')).where('value', 'like', pattern)),
        ])
        .as('referenced'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(found.referenced);
}
