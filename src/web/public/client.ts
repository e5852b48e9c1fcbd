/// <reference types="vite/client" />
/**
 * The island hydrator (DESIGN §3a): finds every `<site-island>` the server rendered and, when its
 * time comes, imports that island's chunk and React, then hydrates it with the props from its
 * attribute. A page without islands, or whose islands never wake, loads nothing more than this file.
 */
import type { ComponentType } from 'react';
import { recordVisitOncePerSession } from './visit';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

// One lazily imported chunk per island; Vite names and hashes them and lists them in the manifest.
const islands = import.meta.glob<IslandModule>('./islands/*.island.tsx');

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute('name');
  const load = islands[`./islands/${name}.island.tsx`];
  if (!load) return;
  const [island, { createElement }, { hydrateRoot }] = await Promise.all([
    load(),
    import('react'),
    import('react-dom/client'),
  ]);
  const props = JSON.parse(element.getAttribute('props') ?? '{}') as Record<string, unknown>;
  hydrateRoot(element, createElement(island.default, props));
}

const INTERACTION_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown'] as const;

function whenInteracted(element: HTMLElement, wake: () => void): void {
  const once = () => {
    for (const event of INTERACTION_EVENTS) element.removeEventListener(event, once);
    wake();
  };
  for (const event of INTERACTION_EVENTS) element.addEventListener(event, once, { passive: true });
}

function whenVisible(element: HTMLElement, wake: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wake();
    },
    { rootMargin: '200px' },
  );
  // The host is `display: contents` and has no box of its own: watch its children.
  for (const child of element.children) observer.observe(child);
}

function schedule(element: HTMLElement): void {
  const wake = () => {
    hydrate(element).catch((error: unknown) => console.error('An island failed to wake', element, error));
  };
  switch (element.getAttribute('when')) {
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(wake, { timeout: 2000 });
      else setTimeout(wake, 200);
      return;
    case 'visible':
      whenVisible(element, wake);
      return;
    case 'interaction':
      whenInteracted(element, wake);
      return;
    default:
      wake();
  }
}

for (const element of document.querySelectorAll<HTMLElement>('site-island')) schedule(element);

// Spec §7: one visit per browser session, on start, without waking React (docs/decisions/088).
void recordVisitOncePerSession();
