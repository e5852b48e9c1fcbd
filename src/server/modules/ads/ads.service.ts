import { AD_NOT_FOUND, type Ad, type AdCreateInput, IMAGE_REQUIRED } from '../../../shared/schemas/ads';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { presentAd } from './ads.presenter';
import type { AdRow } from './ads.repository';
import { insertAd, listAds, removeAd } from './ads.repository';

export async function listAllAds(ctx: AppContext, filter: { type?: AdRow['type'] } = {}): Promise<Ad[]> {
  return (await listAds(ctx.db, filter)).map(presentAd);
}

/** `uploadedImageUrl` is the file the form sent, already stored; a JSON client may name an image instead. */
export async function createAd(
  ctx: AppContext,
  input: AdCreateInput & { uploadedImageUrl?: string },
  adminId: string,
): Promise<Ad> {
  const image = input.uploadedImageUrl ?? input.image;
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
}

export async function deleteAd(ctx: AppContext, id: string, adminId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await removeAd(trx, id))) throw notFound(AD_NOT_FOUND);
    await recordAudit(trx, { adminId, action: 'delete', entity: 'ad', entityId: id });
  });
}
