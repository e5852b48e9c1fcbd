import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../shared/messages/server';
import { notFound } from '../lib/errors';
import { worded } from '../lib/wording';

/**
 * Who answers a path no route matched. Machine paths (the API, uploads, assets, the site-wide
 * feeds; docs/product.md, Not found) answer the JSON error format; every other path belongs to the web, whose
 * request handler decides: the site's HTML 404 page (src/web/public/site.server.tsx, decision 080)
 * unless buildApp is given another. An unknown category's feed is a web path (decision 098).
 */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export type NotFoundOptions = { webHandler: WebHandler };

const MACHINE_PREFIXES = ['/api/', '/uploads/', '/assets/', '/admin/assets/'];
const MACHINE_PATHS = new Set(['/api', '/uploads', '/sitemap.xml', '/news-sitemap.xml', '/rss.xml', '/robots.txt']);

function isMachinePath(path: string): boolean {
  return MACHINE_PATHS.has(path) || MACHINE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export const notFoundPlugin = fp(async (app: FastifyInstance, options: NotFoundOptions) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isMachinePath(path)) return options.webHandler(request, reply);
    throw notFound(worded(serverMessages.addressNotFound, { method: request.method, path }));
  });
});
