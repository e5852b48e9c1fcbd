/// <reference types="vite/client" />
/**
 * What a page does once it has painted (client.ts fetches this file then): the island hydrator
 * (decision 080) finds every `<site-island>` the server rendered and, when its time comes, imports
 * that island's chunk and the renderer (React's API, which preact/compat provides in the browser:
 * decision 195), then hydrates it with the props from its attribute. A page whose islands never
 * wake loads nothing more than this file: it also records the visit and an article's read, and
 * runs the header's reader link and bell, the article's heart and the footer's live parts, which
 * need no React (reader/header-live.ts, bell-live.ts, like-live.ts, footer-live.ts).
 *
 * An island is woken by its `when` (or its `when-signed-in` in a browser with a reader session,
 * decision 178), and also by its `wake-key` pressed anywhere outside a text field. What the reader
 * does while an island is waking is not lost: clicks inside it, and the wake key, are held and
 * dispatched again once it has hydrated and its effects have run, so the island answers them (and
 * a link in it still navigates if the island failed to wake). What was typed into its fields before
 * it woke is handed to it once awake.
 */
import type { ComponentType, ReactNode } from 'react';
import { wakeFooter } from './footer-live';
import { hold, replay } from './held-events';
import { wakeNavigation } from './nav-live';
import { sendReadBeacon } from './read-beacon';
import { wakeBell } from './reader/bell-live';
import { wakeHeaderReader } from './reader/header-live';
import { wakeLikeButtons } from './reader/like-live';
import { readReaderSession } from './reader/session';
import { isShortcutKey } from './text-entry';
import { recordVisitOncePerSession } from './visit';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

// One lazily imported chunk per island; Vite names and hashes them and lists them in the manifest.
const islands = import.meta.glob<IslandModule>('./islands/*.island.tsx');

type HydratedProps = { react: typeof import('react'); onHydrated: () => void; children?: ReactNode };

/** Renders nothing of its own, so the markup still matches; a parent's effects run after its children's. */
function Hydrated({ react, onHydrated, children }: HydratedProps) {
  react.useEffect(onHydrated, [onHydrated]);
  return children;
}

type Filled = { field: HTMLInputElement | HTMLTextAreaElement; value: string; checked: boolean };

/** The fields of an island the reader filled in before it woke, as they stand. */
function filledFields(element: HTMLElement): Filled[] {
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter(
      (field) =>
        field.value !== field.defaultValue ||
        (field instanceof HTMLInputElement && field.checked !== field.defaultChecked),
    )
    .map((field) => ({ field, value: field.value, checked: field instanceof HTMLInputElement && field.checked }));
}

/**
 * Hands what the reader typed before the island woke to the awake island: its first render puts
 * its own (empty) state into the fields. Each field is filled again and announced with `input`
 * and `change`, one field a task, so that each handler sees the state the previous one left.
 */
async function handOver(filled: Filled[]): Promise<void> {
  for (const { field, value, checked } of filled) {
    if (!field.isConnected) continue;
    field.value = value;
    if (field instanceof HTMLInputElement) field.checked = checked;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await nextTask();
  }
}

/** Resolves once the island is hydrated, its effects (its event listeners) are in place and it holds what was typed in it. */
async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute('name');
  const load = islands[`./islands/${name}.island.tsx`];
  if (!load) return;
  const [island, react, { hydrateRoot }] = await Promise.all([load(), import('react'), import('react-dom/client')]);
  const props = JSON.parse(element.getAttribute('props') ?? '{}') as Record<string, unknown>;
  const filled = filledFields(element);
  await new Promise<void>((resolve, reject) => {
    const content = react.createElement(island.default, props);
    hydrateRoot(element, react.createElement(Hydrated, { react, onHydrated: () => resolve() }, content), {
      onUncaughtError: reject,
    });
  });
  await handOver(filled);
}

const INTERACTION_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown'] as const;

function whenInteracted(element: HTMLElement, wake: () => void, signal: AbortSignal): void {
  for (const event of INTERACTION_EVENTS) element.addEventListener(event, wake, { passive: true, signal });
}

function whenVisible(element: HTMLElement, wake: () => void, signal: AbortSignal): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: '200px' },
  );
  // The host is `display: contents` and has no box of its own: watch its children.
  for (const child of element.children) observer.observe(child);
  signal.addEventListener('abort', () => observer.disconnect());
}

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/** Gives the island a click it got before it could answer: it wakes, and has the click once awake. */
type TakeClick = (click: MouseEvent) => void;

function schedule(element: HTMLElement): TakeClick {
  // `waiting` ends the triggers of `when` at the first wake; `holding` keeps the wake key and
  // clicks from getting lost until the island has hydrated and can answer them itself.
  const waiting = new AbortController();
  const holding = new AbortController();
  const replays: (() => void)[] = [];
  const wake = () => {
    if (waiting.signal.aborted) return;
    waiting.abort();
    const holdClick = (event: MouseEvent) => {
      hold(event);
      replays.push(replay(event));
    };
    element.addEventListener('click', holdClick, { capture: true, signal: holding.signal });
    hydrate(element)
      .catch((error: unknown) => console.error('An island failed to wake', element, error))
      .finally(() => {
        holding.abort();
        for (const dispatch of replays) dispatch();
      });
  };
  const key = element.getAttribute('wake-key');
  if (key) {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutKey(event, key)) return;
      // Not typed anywhere, not the browser's quick find: the island will have it.
      event.preventDefault();
      replays.push(replay(event));
      wake();
    };
    document.addEventListener('keydown', onKey, { signal: holding.signal });
  }
  const { signal } = waiting;
  const signedInWhen = element.getAttribute('when-signed-in');
  switch ((signedInWhen && readReaderSession() && signedInWhen) || element.getAttribute('when')) {
    case 'idle':
      whenIdle(wake);
      break;
    case 'visible':
      whenVisible(element, wake, signal);
      break;
    case 'interaction':
      whenInteracted(element, wake, signal);
      break;
    default:
      wake();
  }
  return (click) => {
    replays.push(replay(click));
    wake();
  };
}

/** Resolves in a task of its own: the page's waking is cut into steps the browser can answer input between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Wakes the page's islands and its live parts: client.ts calls it after the first contentful
 * paint, or at once where an island wakes at once, with the clicks it held in islands and the
 * islands' wake keys pressed until then.
 * The islands are set up first, in one go, so a form that is the page wakes at once; the rest
 * follows in tasks of its own, so that no two add up on a slow phone (reading the stored session
 * alone took 1–27 ms here: the browser's first look at local storage, in a fresh profile the longest).
 */
export async function wakePage(earlyClicks: readonly MouseEvent[], earlyKeys: readonly KeyboardEvent[]): Promise<void> {
  const islandsOnPage = new Map<Element, TakeClick>();
  for (const element of document.querySelectorAll<HTMLElement>('site-island'))
    islandsOnPage.set(element, schedule(element));
  for (const click of earlyClicks) {
    const island = click.target instanceof Element ? click.target.closest('site-island') : null;
    if (island) islandsOnPage.get(island)?.(click);
  }
  // Each island now listens for its wake key: a key pressed before, given again, wakes it.
  for (const key of earlyKeys) replay(key)();
  await nextTask();
  // A signed-in reader's header hides 'Sign in', whose island then wakes only if used.
  wakeHeaderReader();
  wakeNavigation();
  await nextTask();
  whenIdle(() => {
    // One visit per browser session, on start, without waking React (docs/product.md, Visits; decision 088).
    void recordVisitOncePerSession();
    // An article's read, for 'most read' (decision 240).
    sendReadBeacon();
  });
  wakeFooter();
  await nextTask();
  wakeLikeButtons();
  wakeBell();
  await nextTask();
  // The home page alone loads the code that moves its carousels (decision 251).
  if (document.querySelector('[data-carousel], [data-ad-slot]'))
    void import('./carousels-live').then((live) => live.wakeCarousels());
  // A live blog's page alone loads the code that keeps it current (decision 222).
  if (document.querySelector('[data-live-blog]'))
    void import('./live-blog/live-blog-live').then((live) => live.wakeLiveBlogs());
}
