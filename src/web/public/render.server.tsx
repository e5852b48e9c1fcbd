import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { LangCode } from '../../shared/language';
import type { SiteAssets } from './assets.server';
import { type ImagePreload, ImagePreloadsContext } from './components/image-preloads';
import { PageLanguageProvider } from './components/page-language';
import { Head, type PageHead, type SiteHead } from './head.server';

/** Renders `node` in the page's language, collecting the main images it draws, for the head to preload. */
function renderCollecting(node: ReactNode, lang: LangCode, images: Map<string, ImagePreload>): string {
  return renderToString(
    <PageLanguageProvider lang={lang}>
      <ImagePreloadsContext value={images}>{node}</ImagePreloadsContext>
    </PageLanguageProvider>,
  );
}

function documentOf(
  head: PageHead,
  bodyHtml: string,
  images: Map<string, ImagePreload>,
  assets: SiteAssets,
  site: SiteHead,
): string {
  const headHtml = renderToStaticMarkup(<Head head={head} site={site} assets={assets} images={images} />);
  return `<!doctype html><html lang="${head.lang}"><head>${headHtml}</head><body class="font-sans antialiased">${bodyHtml}</body></html>`;
}

/**
 * A whole HTML document for one page (decision 080). The body renders first, collecting its main
 * images, so the head can preload exactly those. Every page links the hydrator: besides waking
 * islands it records the visit on start and runs the footer's live parts (docs/decisions/098).
 */
export function renderDocument(head: PageHead, body: ReactNode, assets: SiteAssets, site: SiteHead): string {
  const images = new Map<string, ImagePreload>();
  return documentOf(head, renderCollecting(body, head.lang, images), images, assets, site);
}

/** Where the page goes in its frame's HTML: an element no component renders. */
const PAGE_SLOT = '<page-slot></page-slot>';

/** A frame rendered once: its HTML before and after the page's place. */
type RenderedFrame = { before: string; after: string };

function renderFrame(frame: (slot: ReactNode) => ReactNode, lang: LangCode): RenderedFrame | null {
  const html = renderToString(<PageLanguageProvider lang={lang}>{frame(<page-slot />)}</PageLanguageProvider>);
  const at = html.indexOf(PAGE_SLOT);
  if (at === -1 || html.indexOf(PAGE_SLOT, at + 1) !== -1) return null;
  return { before: html.slice(0, at), after: html.slice(at + PAGE_SLOT.length) };
}

/**
 * The same document as `renderDocument` for a page inside a frame that many pages share (the
 * layout: top bar, navigation, footer, about half of a page's render): the frame is rendered once
 * per `key` (the same object for as long as the frame's data stays the same) and language, and each page renders
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
  const renderedFrames = new WeakMap<object, Partial<Record<LangCode, RenderedFrame | null>>>();
  return (head, key, frame, page, assets, site) => {
    let byLang = renderedFrames.get(key);
    if (!byLang) {
      byLang = {};
      renderedFrames.set(key, byLang);
    }
    let rendered = byLang[head.lang];
    if (rendered === undefined) {
      rendered = renderFrame(frame, head.lang);
      byLang[head.lang] = rendered;
    }
    if (!rendered) return renderDocument(head, frame(page), assets, site);
    const images = new Map<string, ImagePreload>();
    const pageHtml = renderCollecting(page, head.lang, images);
    return documentOf(head, rendered.before + pageHtml + rendered.after, images, assets, site);
  };
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'page-slot': Record<string, never>;
    }
  }
}
