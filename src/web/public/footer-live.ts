/**
 * The footer's live parts (docs/product.md, Site layout), in plain DOM code run by the hydrator: neither
 * needs React, so a reader who scrolls to the footer downloads nothing more (docs/decisions/098).
 * The server HTML of both works alone: the admin link goes to /login, the counter shows '…'.
 * Both act once the footer nears the screen: the link then sees a token stored since the page
 * loaded, and readers who never get there cost the server no count.
 */
import { hasStoredToken } from '../shared/session';
import { readVisitTotal } from './visit';

function whenSeen(element: Element, act: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      act();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

/** A signed-in editor goes straight to the back office. */
function pointAdminLinkAtDashboard(link: HTMLAnchorElement): void {
  if (hasStoredToken()) link.href = '/admin/dashboard';
}

async function showVisitTotal(counter: HTMLElement): Promise<void> {
  const total = await readVisitTotal();
  if (total !== null) counter.textContent = total.toLocaleString('en-IN');
}

/** Finds the marks Footer.tsx renders: `data-admin-link` on the link, `data-visit-total` on the number's box. */
export function wakeFooter(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-admin-link]'))
    whenSeen(link, () => pointAdminLinkAtDashboard(link));
  for (const counter of document.querySelectorAll<HTMLElement>('[data-visit-total]'))
    whenSeen(counter, () => void showVisitTotal(counter));
}
