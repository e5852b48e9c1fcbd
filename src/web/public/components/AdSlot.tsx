import { HIDDEN_BANNER } from '../carousel-marks';
import { AfterPaint } from './AfterPaint';

/** One banner as the page shows it: where it links, its image and the text that names it. */
export type AdSlide = { id: string; url: string; image: string; label: string };

/** The slot's box, reserved before the image loads: a leaderboard across the page or a tower in the sidebar. */
export type AdShape = 'banner' | 'tower';

const SHAPES = {
  banner: { width: 1200, height: 200, box: 'aspect-[6/1]', slot: '' },
  tower: { width: 300, height: 600, box: 'aspect-[1/2]', slot: 'mx-auto w-full max-w-[300px]' },
} as const;

/**
 * An ad slot (docs/product.md, Home), captioned 'Advertisement': its banners stacked in one box, one
 * shown at a time; absent when it has no ads. Each links to its url in a new tab, marked sponsored.
 * The others are invisible, so they take no focus and no place. `carousels-live.ts` changes the
 * banner every 2 s, looping, paused while the pointer is over the slot or focus is in it.
 */
export function AdSlot({ ads, shape }: { ads: AdSlide[]; shape: AdShape }) {
  if (ads.length === 0) return null;
  const { width, height, box, slot } = SHAPES[shape];
  return (
    <aside aria-label="Advertisement" className={slot} data-ad-slot={ads.length > 1 ? '' : undefined}>
      <p className="mb-1 text-center text-[11px] uppercase tracking-wider text-muted">Advertisement</p>
      <div className={`grid w-full ${box}`}>
        {ads.map((ad, index) => (
          <a
            key={ad.id}
            href={ad.url}
            target="_blank"
            rel="noopener sponsored"
            data-banner=""
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
              index === 0 ? 'opacity-100' : HIDDEN_BANNER.join(' ')
            }`}
          >
            <AfterPaint>
              <img
                src={ad.image}
                alt={ad.label}
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
                className="block size-full bg-panel object-contain"
              />
            </AfterPaint>
          </a>
        ))}
      </div>
    </aside>
  );
}
