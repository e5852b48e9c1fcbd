import type { FastifyReply } from 'fastify';
import { AppError } from '../../../server/lib/errors';
import { getSettings } from '../../../server/modules/settings/settings.service';
import { categoryFeedPath } from '../../../shared/urls';
import { faviconIco } from '../feeds/favicon.server';
import { SITE_ICON_SVG } from '../feeds/icon';
import { categoryFeed, siteFeed } from '../feeds/rss.server';
import {
  articlesSitemap,
  listingsSitemap,
  newsSitemap,
  robotsTxt,
  sitemapFiles,
  sitemapIndex,
} from '../feeds/sitemaps.server';
import { SITE_ICON } from '../head.server';
import { categoryAt, categoryWithId } from '../listing-addresses.server';
import type { PageRoutes } from '../page-kit.server';

const TYPES = {
  text: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
} as const;

/**
 * What search engines and feed readers fetch (docs/product.md, Feeds and sitemaps; decision 094): robots.txt,
 * the sitemaps, the RSS feeds and the brand mark (SVG, and as /favicon.ico, decision 098). Declared
 * with the page options, so the page cache keeps them like pages and a content change refreshes
 * them like pages.
 */
export const feeds: PageRoutes = (app, { ctx, page, origin }) => {
  const send = (reply: FastifyReply, type: keyof typeof TYPES, body: string) =>
    reply.header('cache-control', 'max-age=0, must-revalidate').type(TYPES[type]).send(body);

  app.get('/robots.txt', page, (request, reply) => send(reply, 'text', robotsTxt(origin(request))));

  app.get('/sitemap.xml', page, async (request, reply) => send(reply, 'xml', await sitemapIndex(ctx, origin(request))));

  app.get<{ Params: { file: string } }>('/sitemap/:file', page, async (request, reply) => {
    const { file } = request.params;
    if (file === sitemapFiles.listings) return send(reply, 'xml', await listingsSitemap(ctx, origin(request)));
    const month = sitemapFiles.articlesMonth(file);
    if (!month) return reply.callNotFound();
    const body = await articlesSitemap(ctx, origin(request), month);
    return body === undefined ? reply.callNotFound() : send(reply, 'xml', body);
  });

  app.get('/news-sitemap.xml', page, async (request, reply) => {
    const { siteName } = await getSettings(ctx);
    return send(reply, 'xml', await newsSitemap(ctx, origin(request), siteName));
  });

  app.get('/rss.xml', page, async (request, reply) => {
    const { siteName } = await getSettings(ctx);
    return send(reply, 'rss', await siteFeed(ctx, origin(request), siteName));
  });

  // Beside the category's page (decision 273); an unknown category's feed is the site's 404 page, like any unknown public path (decision 098).
  app.get<{ Params: { category: string } }>('/:category/rss.xml', page, async (request, reply) => {
    const category = await categoryAt(ctx, request.params.category);
    if (!category) return reply.callNotFound();
    try {
      const { siteName } = await getSettings(ctx);
      return send(reply, 'rss', await categoryFeed(ctx, origin(request), siteName, category._id));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return reply.callNotFound();
      throw error;
    }
  });

  app.get<{ Params: { id: string } }>(
    '/category/:id/rss.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const category = await categoryWithId(ctx, request.params.id);
      if (!category) return reply.callNotFound();
      return reply.redirect(categoryFeedPath(category), 301);
    },
  );

  app.get(SITE_ICON.path, page, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(SITE_ICON_SVG),
  );

  // Not a page for the page cache: the file never changes while the process runs, so browsers may keep it a day.
  app.get('/favicon.ico', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/x-icon')
      .send(await faviconIco()),
  );
};
