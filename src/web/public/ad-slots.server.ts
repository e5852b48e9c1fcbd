import type { AppContext } from '../../server/context';
import { keptPerApp } from '../../server/lib/kept-until-changed';
import { listAllAds } from '../../server/modules/ads/ads.service';
import { AD_SLOTS, type AdPlace } from '../../shared/ad-slots';
import { HOME_ADS } from '../../shared/constants';
import type { Ad } from '../../shared/schemas/ads';
import type { AdCreative } from './components/AdSlot';

/** The newest ads of a slot's position, as the slot shows them. */
export function adsFor(ads: readonly Ad[], place: AdPlace): AdCreative[] {
  return ads
    .filter((ad) => ad.type === AD_SLOTS[place].type)
    .map((ad) => ({ _id: ad._id, url: ad.url, image: ad.image }));
}

/** The listing pages' slots: the leaderboard above and the rectangle in the sidebar (decision 265). */
export type ListingAds = { top: AdCreative[]; right: AdCreative[] };

/** Every ad, newest first, kept like the frame until any content change (an ad's own included) is announced. */
const allAds: (ctx: AppContext) => Promise<Ad[]> = keptPerApp('listing ads', (ctx: AppContext) =>
  listAllAds(ctx, { limit: HOME_ADS }),
);

/** The listing pages' ads; a failed read leaves the slots out, never the page. */
export async function loadListingAds(ctx: AppContext): Promise<ListingAds> {
  try {
    const ads = await allAds(ctx);
    return { top: adsFor(ads, 'top'), right: adsFor(ads, 'right') };
  } catch (error) {
    ctx.log.error({ err: error }, 'Could Not Fetch Ads');
    return { top: [], right: [] };
  }
}
