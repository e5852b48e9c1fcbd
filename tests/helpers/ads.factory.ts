import sharp from 'sharp';
import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { type AdRow, insertAd } from '../../src/server/modules/ads/ads.repository';
import { announceWrite } from './announce';

let sequence = 0;

/** A small real PNG, as a browser's file picker would send it. */
export function buildPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
}

export async function buildAd(ctx: AppContext, overrides: Partial<AdRow> = {}): Promise<AdRow> {
  sequence += 1;
  const ad: AdRow = {
    id: newId(),
    image: `/uploads/2026/11/ad-${sequence}.webp`,
    url: `https://sponsor.example.com/offer-${sequence}`,
    type: 'top-add',
    created_at: nowIso(),
    ...overrides,
  };
  await insertAd(ctx.db, ad);
  await announceWrite(ctx, 'ad', [ad.id]);
  return ad;
}
