import type { ReactNode } from 'react';

/**
 * Holds a lazy image back until the page's first paint (styles.css, `after-paint`; decision 255).
 * It fills its parent, which must have a size of its own (an aspect ratio, a grid area): the gate
 * skips its content until the paint, and the parent's box is what the page lays out either way.
 * The gate is a box inside the image's box because Chrome reports a box whose own content is
 * skipped as moved from the page's corner when the content shows.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  return <span className="after-paint block size-full">{children}</span>;
}
