import { AD_IMAGE_FIELD, AD_NOT_FOUND, type Ad, type AdCreateInput, IMAGE_REQUIRED } from '../../../shared/schemas/ads';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { UploadedFile } from '../../lib/uploads';
import { auditedWrite } from '../audit/audited-write';
import { uploadIdsIn, withOptionalImage } from '../media/media.service';
import { presentAd } from './ads.presenter';
import type { AdRow } from './ads.repository';
import { insertAd, listAds, removeAdRow } from './ads.repository';

export async function listAllAds(ctx: AppContext, query: { type?: AdRow['type']; limit: number }): Promise<Ad[]> {
  return (await listAds(ctx.db, { type: query.type }, query.limit)).map(presentAd);
}

/** The image is the file the form sent (stored, and removed again if the write fails), else an earlier upload's URL. */
export function createAd(ctx: AppContext, input: AdCreateInput, uploads: UploadedFile[], adminId: string): Promise<Ad> {
  return withOptionalImage(ctx, uploads, AD_IMAGE_FIELD, async (uploaded) => {
    const image = uploaded?.url ?? input.image;
    if (!image) throw badRequest(IMAGE_REQUIRED, { image: IMAGE_REQUIRED });
    const ad: AdRow = { id: newId(), image, url: input.url, type: input.type, created_at: nowIso() };
    const entry = { adminId, action: 'create', entity: 'ad', entityId: ad.id } as const;
    return auditedWrite(ctx, entry, async (trx) => {
      await insertAd(trx, ad);
      return { result: presentAd(ad), details: { type: ad.type, url: ad.url, image: ad.image } };
    });
  });
}

/** The ad's image goes from storage too, unless something else still shows it. */
export async function removeAd(ctx: AppContext, id: string, adminId: string): Promise<void> {
  await auditedWrite(ctx, { adminId, action: 'delete', entity: 'ad', entityId: id }, async (trx) => {
    const removed = await removeAdRow(trx, id);
    if (!removed) throw notFound(AD_NOT_FOUND);
    return { result: undefined, releasedUploads: uploadIdsIn([removed.image]) };
  });
}
