/**
 * The article's read, counted from the page (docs/product.md, Most read): kept pages are answered
 * before any route code runs, so the page itself tells the server it was read, once it is shown
 * (a tab opened in the background counts when the reader turns to it). Plain `fetch`, no React;
 * the server counts an address once per article and hour, so a reload costs it nothing.
 */
export function sendReadBeacon(): void {
  const newsId = document.querySelector<HTMLElement>('article[data-read]')?.dataset.read;
  if (!newsId) return;
  const send = () => {
    fetch(`/api/v1/news/read/${encodeURIComponent(newsId)}`, { method: 'POST', keepalive: true })
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => console.warn('Could not count the read', error));
  };
  if (document.visibilityState === 'visible') {
    send();
    return;
  }
  const onShown = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onShown);
    send();
  };
  document.addEventListener('visibilitychange', onShown);
}
