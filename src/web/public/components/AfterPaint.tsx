import type { ReactNode } from 'react';

/**
 * Holds a lazy image back until the page's first paint (styles.css, `after-paint`; decision 255):
 * until then the image is not displayed, and the browser does not ask for it. The gate fills its
 * parent, which must have a size of its own (an aspect ratio, a grid area), so the page lays out
 * the same box before and after. Its child is the `<img>` itself, which the rule names.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  return <span className="after-paint block size-full">{children}</span>;
}
