import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteAssets } from './assets.server';
import { type ImagePreload, ImagePreloadsContext } from './components/image-preloads';
import { IslandsContext, useIslands } from './components/islands-context';
import { Head, type PageHead, type SiteHead } from './head.server';

/** What a render collects for the head: the islands to preload and the main images to preload. */
type Collected = { islands: Set<string>; images: Map<string, ImagePreload> };

function renderCollecting(node: ReactNode, { islands, images }: Collected): string {
  return renderToString(
    <IslandsContext value={islands}>
      <ImagePreloadsContext value={images}>{node}</ImagePreloadsContext>
    </IslandsContext>,
  );
}

function documentOf(
  head: PageHead,
  bodyHtml: string,
  collected: Collected,
  assets: SiteAssets,
  site: SiteHead,
): string {
  const headHtml = renderToStaticMarkup(
    <Head head={head} site={site} assets={assets} islands={collected.islands} images={collected.images} />,
  );
  return `<!doctype html><html lang="${head.lang}"><head>${headHtml}</head><body class="font-sans antialiased">${bodyHtml}</body></html>`;
}

/**
 * A whole HTML document for one page (decision 080). The body renders first, collecting the islands
 * it preloads and its main images, so the head can preload exactly those and the main image.
 * Every page links the hydrator: besides waking islands it records the visit on start
 * and runs the footer's live parts (docs/decisions/098).
 */
export function renderDocument(head: PageHead, body: ReactNode, assets: SiteAssets, site: SiteHead): string {
  const collected: Collected = { islands: new Set(), images: new Map() };
  return documentOf(head, renderCollecting(body, collected), collected, assets, site);
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

function renderFrame(frame: (slot: ReactNode) => ReactNode): RenderedFrame | null {
  const islands = new Set<string>();
  const html = renderToString(<IslandsContext value={islands}>{frame(<PageSlot />)}</IslandsContext>);
  const at = html.indexOf(PAGE_SLOT);
  if (at === -1 || html.indexOf(PAGE_SLOT, at + 1) !== -1) return null;
  const names = [...islands];
  const mark = names.indexOf(SLOT_MARK);
  return {
    before: html.slice(0, at),
    after: html.slice(at + PAGE_SLOT.length),
    islandsBefore: names.slice(0, mark),
    islandsAfter: names.slice(mark + 1),
  };
}

/**
 * The same document as `renderDocument` for a page inside a frame that many pages share (the
 * layout: top bar, navigation, footer, about half of a page's render): the frame is rendered once
 * per `key` (the same object for as long as the frame's data stays the same) and each page renders
 * only itself into its place (decision 083).
 */
export type FramedDocumentRenderer = (
  head: PageHead,
  key: object,
  frame: (slot: ReactNode) => ReactNode,
  page: ReactNode,
  assets: SiteAssets,
  site: SiteHead,
) => string;

/** A renderer with its own rendered frames: an app keeps one in its caches, dropped when it closes (decision 135). */
export function createFramedDocumentRenderer(): FramedDocumentRenderer {
  const renderedFrames = new WeakMap<object, RenderedFrame | null>();
  return (head, key, frame, page, assets, site) => {
    let rendered = renderedFrames.get(key);
    if (rendered === undefined) {
      rendered = renderFrame(frame);
      renderedFrames.set(key, rendered);
    }
    if (!rendered) return renderDocument(head, frame(page), assets, site);
    // The islands in the order of the whole document, as if the page had been rendered in its place.
    const collected: Collected = { islands: new Set(rendered.islandsBefore), images: new Map() };
    const pageHtml = renderCollecting(page, collected);
    for (const name of rendered.islandsAfter) collected.islands.add(name);
    return documentOf(head, rendered.before + pageHtml + rendered.after, collected, assets, site);
  };
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'page-slot': Record<string, never>;
    }
  }
}
