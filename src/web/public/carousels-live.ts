/**
 * The home page's carousels in plain DOM code (decision 251): the big-news carousel and the ad
 * slots are rendered whole by the server (components/BigNewsCarousel.tsx, components/AdSlot.tsx)
 * and only need timers and a few listeners, which cost a phone far less than hydrating them.
 * The hydrator imports this file only on a page that has one.
 */
import { AD_ADVANCE_MS, BIG_NEWS_ADVANCE_MS, HIDDEN_BANNER, PAUSE_ICON } from './carousel-marks';

/** How long the track must be still before a swipe or a focus scroll counts as choosing a slide. */
const SETTLE_MS = 120;

/** Why a carousel holds still: the pointer over it, focus in it, or its pause button. */
type Holds = { hovered: boolean; focused: boolean; stopped: boolean };

/** Keeps `holds.hovered` (a mouse only: a finger's tap is not a pause) and `holds.focused` up to date. */
function trackHolds(element: HTMLElement, holds: Holds, changed: () => void, hoverFrom = ['mouse']): void {
  element.addEventListener('pointerenter', (event) => {
    if (!hoverFrom.includes(event.pointerType)) return;
    holds.hovered = true;
    changed();
  });
  element.addEventListener('pointerleave', () => {
    holds.hovered = false;
    changed();
  });
  element.addEventListener('focusin', () => {
    holds.focused = true;
    changed();
  });
  element.addEventListener('focusout', (event) => {
    if (element.contains(event.relatedTarget as Node | null)) return;
    holds.focused = false;
    changed();
  });
}

function wakeBigNewsCarousel(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = carousel.querySelector<HTMLElement>('[data-carousel-controls]');
  const counter = carousel.querySelector<HTMLElement>('[data-carousel-counter]');
  const pause = carousel.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const slides = track?.children.length ?? 0;
  if (!track || !controls || !counter || !pause || slides < 2) return;
  const holds: Holds = { hovered: false, focused: false, stopped: false };
  let current = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  /** The slide a button or the timer is scrolling to: scroll positions on the way there are not a choice of slide. */
  let travelTo: number | null = null;

  const rotating = () => !holds.hovered && !holds.focused && !holds.stopped;
  // A new timer per slide shown, so a manual move restarts the 3 s.
  function restartTimer(): void {
    clearTimeout(timer);
    if (rotating()) timer = setTimeout(() => show(current + 1), BIG_NEWS_ADVANCE_MS);
  }
  function setCurrent(index: number): void {
    current = index;
    counter!.textContent = `${index + 1} / ${slides}`;
    counter!.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    restartTimer();
  }
  function show(index: number): void {
    const target = (index + slides) % slides;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    clearTimeout(settle);
    travelTo = target;
    track!.scrollTo({ left: target * track!.clientWidth, behavior: still ? 'instant' : 'smooth' });
    setCurrent(target);
  }

  for (const button of controls.querySelectorAll<HTMLButtonElement>('[data-carousel-step]'))
    button.addEventListener('click', () => show(current + Number(button.dataset.carouselStep)));
  pause.addEventListener('click', () => {
    holds.stopped = !holds.stopped;
    // The page's words for both states, written by the server (components/BigNewsCarousel.tsx).
    const label = holds.stopped ? pause.dataset.labelPlay : pause.dataset.labelPause;
    if (label) pause.setAttribute('aria-label', label);
    pause.querySelector('path')?.setAttribute('d', holds.stopped ? PAUSE_ICON.play : PAUSE_ICON.pause);
    setCurrent(current);
  });
  // A swipe, or focus moving into another slide, scrolls the track: the slide it settles on is the current one.
  track.addEventListener(
    'scroll',
    () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const settled = Math.round(track.scrollLeft / track.clientWidth);
        // Under load a smooth scroll can pause longer than SETTLE_MS before it arrives.
        if (travelTo !== null && settled !== travelTo) return;
        travelTo = null;
        if (settled !== current) setCurrent(settled);
      }, SETTLE_MS);
    },
    { passive: true },
  );
  // A finger on the track takes over from a scroll the buttons started.
  track.addEventListener('pointerdown', () => {
    travelTo = null;
  });
  trackHolds(carousel, holds, () => setCurrent(current));
  controls.classList.remove('invisible');
  restartTimer();
}

function wakeAdSlot(slot: HTMLElement): void {
  const banners = [...slot.querySelectorAll<HTMLElement>('[data-banner]')];
  if (banners.length < 2) return;
  // Any pointer holds an ad still: a reader reaching for one must get the one they saw.
  const holds: Holds = { hovered: false, focused: false, stopped: false };
  let current = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  function restartTimer(): void {
    clearTimeout(timer);
    if (!holds.hovered && !holds.focused) timer = setTimeout(() => show(current + 1), AD_ADVANCE_MS);
  }
  function show(index: number): void {
    current = index % banners.length;
    banners.forEach((banner, at) => {
      banner.classList.toggle('opacity-100', at === current);
      for (const hidden of HIDDEN_BANNER) banner.classList.toggle(hidden, at !== current);
    });
    restartTimer();
  }
  trackHolds(slot, holds, restartTimer, ['mouse', 'pen', 'touch']);
  restartTimer();
}

/** Finds the marks the components render: `data-carousel` on the big-news carousel, `data-ad-slot` on a slot with more than one banner. */
export function wakeCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) wakeBigNewsCarousel(carousel);
  for (const slot of document.querySelectorAll<HTMLElement>('[data-ad-slot]')) wakeAdSlot(slot);
}
