import { type FocusEvent, useEffect, useState } from 'react';

/** Ad carousels change every 2 s (docs/product.md, Home). */
const ADVANCE_MS = 2000;

/** One banner as the page shows it: where it links, its image and the text that names it. */
export type AdSlide = { id: string; url: string; image: string; label: string };

/** The slot's box, reserved before the image loads: a leaderboard across the page or a tower in the sidebar. */
export type AdShape = 'banner' | 'tower';

const SHAPES = {
  banner: { width: 1200, height: 200, box: 'aspect-[6/1]', slot: '' },
  tower: { width: 300, height: 600, box: 'aspect-[1/2]', slot: 'mx-auto w-full max-w-[300px]' },
} as const;

/**
 * An ad slot (docs/product.md, Home), captioned 'Advertisement': its banners stacked in one box, one shown at a time,
 * changing every 2 s and looping, paused while the pointer is over it or focus is in it. Each links
 * to its url in a new tab, marked sponsored. The server HTML shows the first; the others are
 * invisible, so they take no focus and no place.
 */
export default function AdCarousel({ ads, shape }: { ads: AdSlide[]; shape: AdShape }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const { width, height, box, slot } = SHAPES[shape];

  useEffect(() => {
    if (paused || ads.length < 2) return;
    const timer = setTimeout(() => setCurrent((current + 1) % ads.length), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [paused, current, ads.length]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
  }

  return (
    <aside
      aria-label="Advertisement"
      className={slot}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <p className="mb-1 text-center text-[11px] uppercase tracking-wider text-muted">Advertisement</p>
      <div className={`grid w-full ${box}`}>
        {ads.map((ad, index) => (
          <a
            key={ad.id}
            href={ad.url}
            target="_blank"
            rel="noopener sponsored"
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
              index === current ? 'opacity-100' : 'invisible opacity-0'
            }`}
          >
            <img
              src={ad.image}
              alt={ad.label}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
              className="size-full bg-panel object-contain"
            />
          </a>
        ))}
      </div>
    </aside>
  );
}
