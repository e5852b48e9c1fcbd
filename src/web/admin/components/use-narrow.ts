import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint: a phone, where the sidebar is a menu button and tables are cards (decision 271). */
const NARROW = '(width < 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW).matches;

/** Whether the window is phone-narrow now; a rotation or a resize re-renders with the new answer. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
