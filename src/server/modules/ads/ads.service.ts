import { AD_IMAGE_FIELD, AD_NOT_FOUND, type Ad, type AdCreateInput, IMAGE_REQUIRED } from '../../../shared/schemas/ads';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { UploadedFile } from '../../lib/uploads';
import { recordAudit } from '../audit/audit.repository';
import { withOptionalImage } from '../media/media.service';
import { presentAd } from './ads.presenter';
import type { AdRow } from './ads.repository';
import { insertAd, listAds, removeAd } from './ads.repository';

export async function listAllAds(ctx: AppContext, query: { type?: AdRow['type']; limit: number }): Promise<Ad[]> {
  return (await listAds(ctx.db, { type: query.type }, query.limit)).map(presentAd);
}

/** The image is the file the form sent (stored, and removed again if the write fails), else an earlier upload's URL. */
export function createAd(ctx: AppContext, input: AdCreateInput, uploads: UploadedFile[], adminId: string): Promise<Ad> {
  return withOptionalImage(ctx, uploads, AD_IMAGE_FIELD, async (uploaded) => {
    const image = uploaded?.url ?? input.image;
    if (!image) throw badRequest(IMAGE_REQUIRED, { image: IMAGE_REQUIRED });
    const ad: AdRow = { id: newId(), image, url: input.url, type: input.type, created_at: nowIso() };
    await ctx.db.transaction().execute(async (trx) => {
      await insertAd(trx, ad);
      await recordAudit(trx, {
        adminId,
        action: 'create',
        entity: 'ad',
        entityId: ad.id,
        details: { type: ad.type, url: ad.url, image: ad.image },
      });
    });
    return presentAd(ad);
  });
}

export async function deleteAd(ctx: AppContext, id: string, adminId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await removeAd(trx, id))) throw notFound(AD_NOT_FOUND);
    await recordAudit(trx, { adminId, action: 'delete', entity: 'ad', entityId: id });
  });
}
