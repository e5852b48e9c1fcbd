/**
 * Clicks and keys a reader gives an island before it can answer them: held, then given to it once
 * it is awake (page-wake.ts), or given back to the page as they were if it never wakes, so a link
 * in it still navigates.
 */

/** A copy of a held event, dispatched where the original happened. */
export function replay(event: Event): () => void {
  const copy =
    event instanceof KeyboardEvent
      ? new KeyboardEvent(event.type, event)
      : new MouseEvent(event.type, event as MouseEvent);
  const target = event.target;
  return () => target?.dispatchEvent(copy);
}

/** Keeps `event` from the page for now. */
export function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}
