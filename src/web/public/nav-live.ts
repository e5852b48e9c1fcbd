/**
 * The navigation's 'More' (decision 263), in plain DOM code run by the hydrator: from 768 px the
 * bar's categories wrap inside a row of fixed height, so one that does not fit drops whole onto a
 * clipped second row and nothing on screen moves. This only tells the two apart: a dropped item
 * leaves the tab order and shows in 'More', a shown one leaves 'More', and 'More' goes when
 * nothing is dropped. It runs again whenever the bar's room or an item's width changes (the
 * window, the fonts arriving, the reader's name or the bell appearing).
 */

/** An item whose top is below the middle of the row went to the clipped second row. */
function dropped(item: HTMLElement, row: DOMRect): boolean {
  return item.getBoundingClientRect().top - row.top >= row.height / 2;
}

export function wakeNavigation(): void {
  const strip = document.querySelector<HTMLElement>('[data-nav-strip]');
  const more = document.querySelector<HTMLElement>('[data-nav-more]');
  if (!strip || !more) return;
  const items = [...strip.querySelectorAll<HTMLElement>(':scope > [data-nav-item]')];
  const inMore = new Map(
    [...more.querySelectorAll<HTMLElement>('[data-nav-more-item]')].map((entry) => [entry.dataset.navMoreItem, entry]),
  );
  const fit = () => {
    const row = strip.getBoundingClientRect();
    let droppedCount = 0;
    for (const item of items) {
      const isDropped = dropped(item, row);
      if (isDropped) droppedCount += 1;
      item.classList.toggle('nav-dropped', isDropped);
      const entry = inMore.get(item.dataset.navItem);
      if (entry) entry.hidden = !isDropped;
    }
    more.hidden = droppedCount === 0;
  };
  const observer = new ResizeObserver(fit);
  observer.observe(strip);
  for (const item of items) observer.observe(item);
}
