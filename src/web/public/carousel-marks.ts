/**
 * What the home page's carousels (components/BigNewsCarousel.tsx, components/AdSlot.tsx) and the
 * code that moves them (carousels-live.ts) agree on, in a file of its own so the browser's chunk
 * carries none of the components.
 */

/** The big-news carousel advances every 3 s, an ad slot every 2 s (docs/product.md, Home). */
export const BIG_NEWS_ADVANCE_MS = 3000;
export const AD_ADVANCE_MS = 2000;

/** The pause button's two drawings, swapped as it is pressed. */
export const PAUSE_ICON = { pause: 'M6 4h4v16H6zm8 0h4v16h-4z', play: 'M7 4l13 8-13 8z' };

/** The classes of an ad slot's banners that are not the one shown. */
export const HIDDEN_BANNER = ['invisible', 'opacity-0'];
