import { BIG_NEWS_PER_SLIDE } from '../../../shared/constants';
import { listingMessages } from '../../../shared/messages/listings';
import { PAUSE_ICON } from '../carousel-marks';
import { type CardNews, NewsCard } from './NewsCard';
import { IMAGE_SIZES } from './NewsImage';
import { useT } from './page-language';

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

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d={PAUSE_ICON.pause} />
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
 * swipes or tabs through them and every link is there for crawlers. `carousels-live.ts` wakes it
 * without React: it advances every 3 s and loops, pauses while the pointer is over it or focus is in
 * it (and on the pause button), and shows its controls. Every slide is in the track from the start,
 * so the height never changes.
 */
export function BigNewsCarousel({ news, heading }: { news: CardNews[]; heading: string }) {
  const t = useT();
  const slides: CardNews[][] = [];
  for (let index = 0; index < news.length; index += BIG_NEWS_PER_SLIDE)
    slides.push(news.slice(index, index + BIG_NEWS_PER_SLIDE));
  return (
    <section aria-roledescription="carousel" aria-label={heading} data-carousel="">
      <div className="mb-4 flex items-center justify-between gap-3 border-b-4 border-brand pb-1">
        <h2 className="text-2xl font-bold">{heading}</h2>
        {slides.length > 1 && (
          // Shown once awake: without script the buttons could do nothing.
          <div className="invisible flex items-center gap-2" data-carousel-controls="">
            <button
              type="button"
              className={BUTTON}
              aria-label={t(listingMessages.previousSlide)}
              data-carousel-step="-1"
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={BUTTON}
              aria-label={t(listingMessages.pauseSlides)}
              data-carousel-pause=""
              data-label-play={t(listingMessages.playSlides)}
              data-label-pause={t(listingMessages.pauseSlides)}
            >
              <PauseIcon />
            </button>
            <button type="button" className={BUTTON} aria-label={t(listingMessages.nextSlide)} data-carousel-step="1">
              <Chevron direction="right" />
            </button>
            <span
              className="min-w-10 text-center text-[14px] tabular-nums text-muted"
              aria-live="off"
              data-carousel-counter=""
            >
              {t(listingMessages.slideOf, { index: 1, count: slides.length })}
            </span>
          </div>
        )}
      </div>
      <div className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto" data-carousel-track="">
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form's fieldset
          <div
            key={slide[0]?.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t(listingMessages.slideOf, { index: index + 1, count: slides.length })}
            className="w-full shrink-0 snap-start"
          >
            <Slide news={slide} first={index === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}
