import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { BIG_NEWS_PER_SLIDE } from '../../../shared/constants';
import { type CardNews, NewsCard } from '../components/NewsCard';
import { IMAGE_SIZES } from '../components/NewsImage';

/** The big-news carousel advances every 3 s (docs/product.md, Home). */
const ADVANCE_MS = 3000;
/** How long the track must be still before a swipe or a focus scroll counts as choosing a slide. */
const SETTLE_MS = 120;

const BUTTON =
  'flex size-9 items-center justify-center rounded-full border border-hairline bg-white text-ink hover:border-brand hover:text-brand';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d={paused ? 'M7 4l13 8-13 8z' : 'M6 4h4v16H6zm8 0h4v16h-4z'} />
    </svg>
  );
}

function Slide({ news, first }: { news: CardNews[]; first: boolean }) {
  const [lead, ...rest] = news;
  if (!lead) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <NewsCard news={lead} variant="lead" priority={first} sizes={IMAGE_SIZES.largeCard} />
      <div className="grid grid-cols-2 content-start gap-x-4 gap-y-5">
        {rest.map((item) => (
          <NewsCard key={item.id} news={item} sizes={IMAGE_SIZES.smallCard} />
        ))}
      </div>
    </div>
  );
}

/**
 * The home page's big-news carousel (docs/product.md, Home). The server HTML is the whole track:
 * slides side by side in a scroll-snapping strip, the first in view, so without script a reader
 * swipes or tabs through them and every link is there for crawlers. Awake, it advances every 3 s
 * and loops, pauses while the pointer is over it or focus is in it (and on the pause button), and
 * shows its controls. Every slide is in the track from the start, so the height never changes.
 */
export default function BigNewsCarousel({ news, heading }: { news: CardNews[]; heading: string }) {
  const slides: CardNews[][] = [];
  for (let index = 0; index < news.length; index += BIG_NEWS_PER_SLIDE)
    slides.push(news.slice(index, index + BIG_NEWS_PER_SLIDE));
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The slide a button or the timer is scrolling to: scroll positions on the way there are not a choice of slide. */
  const travelTo = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [awake, setAwake] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = slides.length > 1 && !hovered && !focused && !stopped;

  useEffect(() => setAwake(true), []);

  function show(index: number) {
    const element = track.current;
    if (!element) return;
    const target = (index + slides.length) % slides.length;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    clearTimeout(settle.current);
    travelTo.current = target;
    element.scrollTo({ left: target * element.clientWidth, behavior: still ? 'instant' : 'smooth' });
    setCurrent(target);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new timer per slide shown, so a manual move restarts the 3 s
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => show(current + 1), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, current]);

  // A swipe, or focus moving into another slide, scrolls the track: the slide it settles on is the current one.
  function onScroll() {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const element = track.current;
      if (!element) return;
      const settled = Math.round(element.scrollLeft / element.clientWidth);
      // Under load a smooth scroll can pause longer than SETTLE_MS before it arrives.
      if (travelTo.current !== null && settled !== travelTo.current) return;
      travelTo.current = null;
      setCurrent(settled);
    }, SETTLE_MS);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={heading}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="mb-4 flex items-center justify-between gap-3 border-b-4 border-brand pb-1">
        <h2 className="text-2xl font-bold">{heading}</h2>
        {slides.length > 1 && (
          <div className={`flex items-center gap-2 ${awake ? '' : 'invisible'}`}>
            <button type="button" className={BUTTON} aria-label="Previous slide" onClick={() => show(current - 1)}>
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={BUTTON}
              aria-label={stopped ? 'Play slides' : 'Pause slides'}
              onClick={() => setStopped(!stopped)}
            >
              <PauseIcon paused={stopped} />
            </button>
            <button type="button" className={BUTTON} aria-label="Next slide" onClick={() => show(current + 1)}>
              <Chevron direction="right" />
            </button>
            <span
              className="min-w-10 text-center text-[14px] tabular-nums text-muted"
              aria-live={rotating ? 'off' : 'polite'}
            >
              {current + 1} / {slides.length}
            </span>
          </div>
        )}
      </div>
      <div
        ref={track}
        onScroll={onScroll}
        // A finger on the track takes over from a scroll the buttons started.
        onPointerDown={() => {
          travelTo.current = null;
        }}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto"
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form's fieldset
          <div
            key={slide[0]?.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            className="w-full shrink-0 snap-start"
          >
            <Slide news={slide} first={index === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}
