/** The widget's box: a fixed height so the page never shifts while the provider's page loads. */
const WIDGET_HEIGHT = 380;

/**
 * The sidebar's 'Cricket Score' (docs/product.md, Article page; docs/product.md, Listing pages): the
 * provider's page named in settings, in a lazily loaded iframe, so a reader who never scrolls to it
 * never contacts the provider. Without a URL the box says so instead of leaving a hole.
 */
export function CricketScore({ url }: { url: string }) {
  return (
    <section aria-labelledby="cricket-score" className="border-t-4 border-brand">
      <h2 id="cricket-score" className="py-2 text-lg font-bold">
        Cricket Score
      </h2>
      {url ? (
        <iframe
          src={url}
          title="Cricket Score"
          loading="lazy"
          width="100%"
          height={WIDGET_HEIGHT}
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="block w-full border border-hairline bg-panel"
        />
      ) : (
        <p
          className="flex items-center justify-center border border-dashed border-hairline bg-panel px-4 text-center text-[15px] text-muted"
          style={{ height: WIDGET_HEIGHT / 2 }}
        >
          Live scores will appear here during matches.
        </p>
      )}
    </section>
  );
}

/** The origin the page's CSP must allow as a frame source for the widget, if one is set. */
export function cricketScoreOrigin(url: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
