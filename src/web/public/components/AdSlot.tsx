import { AD_SLOTS, type AdPlace } from '../../../shared/ad-slots';
import { adMessages } from '../../../shared/messages/ads';
import type { Ad } from '../../../shared/schemas/ads';
import { HIDDEN_BANNER } from '../carousel-marks';
import { AfterPaint } from './AfterPaint';
import { useT } from './page-language';

/** One ad as a slot shows it: where it links and its image. */
export type AdCreative = Pick<Ad, '_id' | 'url' | 'image'>;

/**
 * Each slot's box (decision 265): its IAB size at most, the same shape when narrower (a leaderboard
 * on a phone), so the page keeps the box before the image loads. Tailwind reads them literally.
 */
const LEADERBOARD = { width: 'max-w-[728px]', shape: 'aspect-[728/90]' };
const RECTANGLE = { width: 'max-w-[300px]', shape: 'aspect-[300/250]' };
const BOXES: Record<AdPlace, { width: string; shape: string }> = {
  top: LEADERBOARD,
  right: RECTANGLE,
  'in-article': RECTANGLE,
  bottom: LEADERBOARD,
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * An ad slot (docs/product.md, Ads on the site), labelled 'विज्ञापन' / 'Advertisement' above its
 * box: its ads stacked in the box, one shown at a time, each whole (contained, never cropped);
 * absent when it has none. Each links to its url in a new tab, marked sponsored. The others are
 * invisible, so they take no focus and no place. `carousels-live.ts` changes the ad every 2 s,
 * looping, paused while the pointer is over the slot or focus is in it.
 */
export function AdSlot({ ads, place, className = '' }: { ads: AdCreative[]; place: AdPlace; className?: string }) {
  const t = useT();
  if (ads.length === 0) return null;
  const { width, height } = AD_SLOTS[place];
  const box = BOXES[place];
  const label = t(adMessages.label);
  return (
    <aside
      aria-label={label}
      className={`mx-auto w-full ${box.width} ${className}`}
      data-ad-place={place}
      data-ad-slot={ads.length > 1 ? '' : undefined}
    >
      <p className="mb-1 text-center text-[11px] leading-4 tracking-wider text-muted">{label}</p>
      <div className={`grid w-full bg-panel ${box.shape}`} data-ad-box="">
        {ads.map((ad, index) => (
          <a
            key={ad._id}
            href={ad.url}
            target="_blank"
            rel="noopener sponsored"
            data-banner=""
            className={`relative min-h-0 min-w-0 [grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
              index === 0 ? 'opacity-100' : HIDDEN_BANNER.join(' ')
            }`}
          >
            <AfterPaint>
              <img
                src={ad.image}
                alt=""
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
                className="block size-full object-contain"
              />
            </AfterPaint>
            <span className="sr-only">
              {t(adMessages.opens)} <span lang="en">{hostOf(ad.url)}</span>
            </span>
          </a>
        ))}
      </div>
    </aside>
  );
}
