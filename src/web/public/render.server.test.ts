import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SiteAssets } from './assets.server';
import { Island } from './components/Island';
import { Layout, type LayoutData } from './components/Layout';
import type { PageHead } from './head.server';
import { createFramedDocumentRenderer, renderDocument } from './render.server';

const assets: SiteAssets = {
  stylesheet: '/assets/styles.css',
  hydrator: '/assets/hydrator.js',
  fonts: [],
  islandPreloads: (names) => [...names].map((name) => `/assets/${name}.js`),
};

const layout: LayoutData = {
  siteName: 'समाचार',
  social: { facebook: '', twitter: '', youtube: '', instagram: '', linkedin: '' },
  today: { text: 'Monday, November 23rd, 2026', date: '2026-11-23' },
  navigation: [{ id: 'c1', name: 'खेल', subcategories: [{ id: 's1', name: 'क्रिकेट' }] }],
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

  it('gives the same document as rendering the page inside its frame, islands of both preloaded', () => {
    const key = {};
    for (const [text, withIsland] of [
      ['पहली खबर', true],
      ['दूसरी खबर', false],
    ] as const) {
      const framed = renderFramedDocument(head, key, frame, page(text, withIsland), assets, site);
      expect(framed).toBe(renderDocument(head, frame(page(text, withIsland)), assets, site));
      expect(framed).toContain('<link rel="modulepreload" href="/assets/FrameIsland.js"/>');
      expect(framed.includes('/assets/PageIsland.js')).toBe(withIsland);
      // An island woken only by use is not preloaded; the hydrator is linked on every page.
      expect(framed).toContain('<site-island name="SearchOverlay"');
      expect(framed).not.toContain('/assets/SearchOverlay.js');
      expect(framed).toContain('<script type="module" src="/assets/hydrator.js"></script>');
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
