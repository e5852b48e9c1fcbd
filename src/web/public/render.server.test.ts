import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SiteAssets } from './assets.server';
import { Island } from './components/Island';
import { Layout, type LayoutData } from './components/Layout';
import { IMAGE_SIZES, NewsImage } from './components/NewsImage';
import type { PageHead } from './head.server';
import { createFramedDocumentRenderer, renderDocument } from './render.server';

const assets: SiteAssets = {
  stylesheet: '/assets/styles.css',
  hydrator: '/assets/hydrator.js',
  fonts: [],
};

const layout: LayoutData = {
  siteName: 'समाचार',
  siteLanguage: 'hi',
  social: { facebook: '', twitter: '', youtube: '', instagram: '', linkedin: '' },
  today: { text: { hi: 'सोमवार, 23 नवंबर 2026', en: 'Monday, November 23rd, 2026' }, date: '2026-11-23' },
  navigation: [
    { id: 'c1', name: 'खेल', path: '/khel', subcategories: [{ id: 's1', name: 'क्रिकेट', path: '/khel/cricket' }] },
  ],
  breaking: [{ id: 'b1', name: 'ताज़ा खबर' }],
  chatUrl: '',
  timeZone: 'Asia/Kolkata',
};
const site = { name: 'समाचार' };
const head: PageHead = { title: 'खबर', description: 'खबर', canonical: 'http://news.test/khabar', lang: 'hi' };
const Badge = () => createElement('span', null, 'badge');
const island = (name: string) => createElement(Island, { name, component: Badge, props: {}, when: 'visible' });
/** The layout (its search overlay wakes on interaction) with one more island before the page's place. */
const frame = (slot: ReactNode) =>
  createElement(Layout, { data: layout } as Parameters<typeof Layout>[0], island('FrameIsland'), slot);
const page = (text: string, withIsland = false) =>
  createElement('article', null, createElement('h1', null, text), withIsland ? island('PageIsland') : null);

describe('a framed document renderer', () => {
  const renderFramedDocument = createFramedDocumentRenderer();

  it('gives the same document as rendering the page inside its frame, with no island chunk in the head', () => {
    const key = {};
    for (const [text, withIsland] of [
      ['पहली खबर', true],
      ['दूसरी खबर', false],
    ] as const) {
      const framed = renderFramedDocument(head, key, frame, page(text, withIsland), assets, site);
      expect(framed).toBe(renderDocument(head, frame(page(text, withIsland)), assets, site));
      expect(framed.includes('<site-island name="PageIsland"')).toBe(withIsland);
      // Islands' chunks are fetched by the hydrator after the first paint; the hydrator is linked on every page.
      expect(framed).toContain('<site-island name="FrameIsland"');
      expect(framed).not.toContain('modulepreload');
      expect(framed).toContain('<script type="module" src="/assets/hydrator.js" fetchPriority="low"></script>');
    }
  });

  it('renders a frame once per key', () => {
    const key = {};
    let renders = 0;
    const counted = (slot: ReactNode) => {
      renders += 1;
      return frame(slot);
    };
    renderFramedDocument(head, key, counted, page('एक'), assets, site);
    renderFramedDocument(head, key, counted, page('दो'), assets, site);
    expect(renders).toBe(1);
    renderFramedDocument(head, {}, counted, page('तीन'), assets, site);
    expect(renders).toBe(2);
  });
});

describe("a document's head", () => {
  const withFonts: SiteAssets = { ...assets, fonts: ['/assets/devanagari-400.woff2', '/assets/latin-400.woff2'] };
  const image = {
    public_id: '2026/11/0193ab00000000000000cafe',
    url: '/uploads/2026/11/0193ab00000000000000cafe.webp',
    width: 1200,
    height: 675,
  };

  it('asks for the main image in the candidate its img picks, then the stylesheet and the fonts, and last, at low priority, the hydrator', () => {
    const body = createElement(
      'main',
      null,
      createElement(NewsImage, { image, alt: '', priority: true, sizes: IMAGE_SIZES.largeCard }),
      island('PageIsland'),
    );
    const document = renderDocument(head, body, withFonts, site);
    const headHtml = document.slice(0, document.indexOf('</head>'));
    const at = (part: string) => {
      const index = headHtml.indexOf(part);
      expect(index, part).toBeGreaterThan(-1);
      return index;
    };
    const order = [
      at('<meta name="viewport"'),
      at('<link rel="preload" as="image"'),
      at('<link rel="stylesheet" href="/assets/styles.css"'),
      at('<link rel="preload" href="/assets/devanagari-400.woff2" as="font"'),
      at('<link rel="preload" href="/assets/latin-400.woff2" as="font"'),
      at('<script type="module" src="/assets/hydrator.js" fetchPriority="low">'),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The candidate is the img's own: the same srcset and sizes, and no href that would fetch another.
    expect(headHtml).toContain(
      `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/uploads/2026/11/0193ab00000000000000cafe-320.webp 320w, /uploads/2026/11/0193ab00000000000000cafe-640.webp 640w, /uploads/2026/11/0193ab00000000000000cafe-1024.webp 1024w, /uploads/2026/11/0193ab00000000000000cafe.webp 1200w" imageSizes="${IMAGE_SIZES.largeCard}"/>`,
    );
  });
});
