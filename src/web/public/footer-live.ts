/**
 * The footer's live parts (docs/product.md, Site layout), in plain DOM code run by the hydrator: none
 * needs React, so a reader who scrolls to the footer downloads nothing more (docs/decisions/098).
 * The server HTML works alone: the editors' link stays hidden, the counter shows '…', the floating
 * buttons float. The link and the counter act once the footer nears the screen: the link then sees
 * a token stored since the page loaded, and readers who never get there cost the server no count.
 */
import { hasStoredToken } from '../shared/session';
import { readVisitTotal } from './visit';

/** Phones, where the floating buttons stand over the text column (decision 264). */
const PHONE = '(max-width: 767.98px)';

/** What the floating buttons must never cover: comments and forms (their fields and buttons). */
const KEEP_CLEAR = '#comments, main form';

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

/** A signed-in editor is shown the way to the back office; readers never see it. */
function showEditorLink(item: HTMLElement): void {
  if (hasStoredToken()) item.hidden = false;
}

/** The count in the page's language's digits and grouping (the server names the locale). */
async function showVisitTotal(counter: HTMLElement): Promise<void> {
  const total = await readVisitTotal();
  if (total !== null) counter.textContent = total.toLocaleString(counter.dataset.locale || undefined);
}

/**
 * On phones the buttons step aside while comments or a form are in the band of the screen they
 * stand over, so no comment's words and no field is ever under them; elsewhere they stay.
 */
function keepButtonsClear(buttons: HTMLElement): void {
  const phone = window.matchMedia(PHONE);
  const targets = [...document.querySelectorAll(KEEP_CLEAR)];
  if (targets.length === 0) return;
  let observer: IntersectionObserver | undefined;
  const watch = () => {
    observer?.disconnect();
    buttons.classList.remove('floating-aside');
    if (!phone.matches) return;
    const under = new Set<Element>();
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        buttons.classList.toggle('floating-aside', under.size > 0);
      },
      // The band from the buttons' top to the screen's bottom.
      { rootMargin: `-${Math.max(0, Math.floor(buttons.getBoundingClientRect().top))}px 0px 0px 0px` },
    );
    for (const target of targets) observer.observe(target);
  };
  watch();
  phone.addEventListener('change', watch);
  window.addEventListener('resize', watch, { passive: true });
}

/** Finds the marks Footer.tsx renders: `data-admin-link`, `data-visit-total`, `data-floating-buttons`. */
export function wakeFooter(): void {
  // A hidden element never intersects: the footer is watched for it.
  for (const item of document.querySelectorAll<HTMLElement>('[data-admin-link]'))
    whenSeen(item.closest('footer') ?? document.body, () => showEditorLink(item));
  for (const counter of document.querySelectorAll<HTMLElement>('[data-visit-total]'))
    whenSeen(counter, () => void showVisitTotal(counter));
  const buttons = document.querySelector<HTMLElement>('[data-floating-buttons]');
  if (buttons) keepButtonsClear(buttons);
}
