import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../server/context';
import { immutableFiles } from '../../server/lib/immutable-files';
import type { WebHandler } from '../../server/plugins/not-found';
import { loadSiteAssets, publicAssetsDir, type SiteAssets } from './assets.server';
import { createPageKit, type PageRoutes } from './page-kit.server';
import { feeds } from './routes/feeds.server';
import { installable } from './routes/installable.server';
import { listingPages } from './routes/listing-pages.server';
import { newsPages } from './routes/news-pages.server';
import { readerPages } from './routes/reader-pages.server';
import { staticPages } from './routes/static-pages.server';

/** The public site (decision 080): page routes rendered by React, and the HTML 404 for the web. */
export type Site = { routes(app: FastifyInstance): Promise<void>; notFound: WebHandler };

/** Each group of pages declares its routes in its own file under `routes/`. */
const PAGE_GROUPS: PageRoutes[] = [newsPages, listingPages, feeds, installable, staticPages, readerPages];

export function createSite(ctx: AppContext, assets: SiteAssets = loadSiteAssets()): Site {
  const kit = createPageKit(ctx, assets);

  async function routes(app: FastifyInstance) {
    const assetsDir = publicAssetsDir();
    if (existsSync(assetsDir)) {
      // Hashed names: a file's content never changes under its name; text files have Brotli and gzip copies.
      await app.register(fastifyStatic, immutableFiles(assetsDir, '/assets/', { preCompressed: true }));
    }
    for (const group of PAGE_GROUPS) await group(app, kit);
  }

  return { routes, notFound: kit.notFound };
}
