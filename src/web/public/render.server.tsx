import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteAssets } from './assets.server';
import { IslandsContext, useIslands } from './components/islands-context';

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

function documentOf(head: PageHead, bodyHtml: string, islands: Set<string>, assets: SiteAssets): string {
  const headHtml = renderToStaticMarkup(<Head head={head} assets={assets} islands={islands} />);
  return `<!doctype html><html lang="${head.lang}"><head>${headHtml}</head><body class="font-sans antialiased">${bodyHtml}</body></html>`;
}

/**
 * A whole HTML document for one page (DESIGN §3a). The body renders first, collecting the islands
 * it uses, so the head can link the hydrator and preload exactly those islands; a page without
 * islands carries no script at all.
 */
export function renderDocument(head: PageHead, body: ReactNode, assets: SiteAssets): string {
  const islands = new Set<string>();
  const bodyHtml = renderToString(<IslandsContext value={islands}>{body}</IslandsContext>);
  return documentOf(head, bodyHtml, islands, assets);
}

/** Where the page goes in its frame's HTML: an element no component renders. */
const PAGE_SLOT = '<page-slot></page-slot>';

/** A frame rendered once: its HTML and the islands it uses, before and after the page's place. */
type RenderedFrame = { before: string; after: string; islandsBefore: string[]; islandsAfter: string[] };

/** Marks the page's place in the frame's HTML and in the order of its islands. */
const SLOT_MARK = '\u0000page';

function PageSlot() {
  useIslands().add(SLOT_MARK);
  return <page-slot />;
}

const renderedFrames = new WeakMap<object, RenderedFrame>();

function renderedFrame(key: object, frame: (slot: ReactNode) => ReactNode): RenderedFrame | null {
  const kept = renderedFrames.get(key);
  if (kept) return kept;
  const islands = new Set<string>();
  const html = renderToString(<IslandsContext value={islands}>{frame(<PageSlot />)}</IslandsContext>);
  const at = html.indexOf(PAGE_SLOT);
  if (at === -1 || html.indexOf(PAGE_SLOT, at + 1) !== -1) return null;
  const names = [...islands];
  const mark = names.indexOf(SLOT_MARK);
  const rendered = {
    before: html.slice(0, at),
    after: html.slice(at + PAGE_SLOT.length),
    islandsBefore: names.slice(0, mark),
    islandsAfter: names.slice(mark + 1),
  };
  renderedFrames.set(key, rendered);
  return rendered;
}

/**
 * The same document for a page inside a frame that many pages share (the layout: top bar,
 * navigation, footer, about half of a page's render): the frame is rendered once per `key` (the
 * same object for as long as the frame's data stays the same) and each page renders only itself
 * into its place (decision 083).
 */
export function renderFramedDocument(
  head: PageHead,
  key: object,
  frame: (slot: ReactNode) => ReactNode,
  page: ReactNode,
  assets: SiteAssets,
): string {
  const rendered = renderedFrame(key, frame);
  if (!rendered) return renderDocument(head, frame(page), assets);
  // The islands in the order of the whole document, as if the page had been rendered in its place.
  const islands = new Set<string>(rendered.islandsBefore);
  const pageHtml = renderToString(<IslandsContext value={islands}>{page}</IslandsContext>);
  for (const name of rendered.islandsAfter) islands.add(name);
  return documentOf(head, rendered.before + pageHtml + rendered.after, islands, assets);
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'page-slot': Record<string, never>;
    }
  }
}
