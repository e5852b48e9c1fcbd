import type { AD_TYPES } from './constants';

/** An ad's position as the back office names it (`top-add`, `right-add`, `buttom-add`). */
export type AdType = (typeof AD_TYPES)[number];

/**
 * Where a page shows ads (decision 265), each with the IAB size it reserves and the position whose
 * ads fill it: a leaderboard across the page at the top and bottom, a medium rectangle in the
 * sidebar and in the article's text. A box narrower than its size keeps its shape.
 */
export const AD_SLOTS = {
  top: { type: 'top-add', width: 728, height: 90 },
  right: { type: 'right-add', width: 300, height: 250 },
  'in-article': { type: 'right-add', width: 300, height: 250 },
  bottom: { type: 'buttom-add', width: 728, height: 90 },
} as const satisfies Record<string, { type: AdType; width: number; height: number }>;

export type AdPlace = keyof typeof AD_SLOTS;

/** The size an ad of each position is made for: its slots' shape. */
export const AD_CREATIVE_SIZES: Record<AdType, { width: number; height: number }> = {
  'top-add': AD_SLOTS.top,
  'right-add': AD_SLOTS.right,
  'buttom-add': AD_SLOTS.bottom,
};
