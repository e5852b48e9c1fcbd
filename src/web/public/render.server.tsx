import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteAssets } from './assets.server';
import { IslandsContext } from './components/islands-context';

/** What a page says about itself in the head (spec §2, issue 8 'Findable'). */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute when PUBLIC_URL is set, else the path. */
  canonical: string;
  lang: 'hi' | 'en';
  /** Neighbouring pages of a paged listing (`rel=prev/next`), absolute like `canonical`. */
  prev?: string;
  next?: string;
};

function Head({ head, assets, islands }: { head: PageHead; assets: SiteAssets; islands: Set<string> }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.prev && <link rel="prev" href={head.prev} />}
      {head.next && <link rel="next" href={head.next} />}
      {assets.bodyFont && <link rel="preload" href={assets.bodyFont} as="font" type="font/woff2" crossOrigin="" />}
      {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
      {islands.size > 0 && assets.hydrator && (
        <>
          {assets.islandPreloads(islands).map((href) => (
            <link key={href} rel="modulepreload" href={href} />
          ))}
          {/* A module script is deferred: it never blocks rendering. */}
          <script type="module" src={assets.hydrator} />
        </>
      )}
    </>
  );
}

/**
 * A whole HTML document for one page (DESIGN §3a). The body renders first, collecting the islands
 * it uses, so the head can link the hydrator and preload exactly those islands; a page without
 * islands carries no script at all.
 */
export function renderDocument(head: PageHead, body: ReactNode, assets: SiteAssets): string {
  const islands = new Set<string>();
  const bodyHtml = renderToString(<IslandsContext value={islands}>{body}</IslandsContext>);
  const headHtml = renderToStaticMarkup(<Head head={head} assets={assets} islands={islands} />);
  return `<!doctype html><html lang="${head.lang}"><head>${headHtml}</head><body class="font-sans antialiased">${bodyHtml}</body></html>`;
}
