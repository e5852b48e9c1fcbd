import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who answers a path no route matched. Machine paths (the API, uploads, the feeds of DESIGN §1)
 * answer the JSON error format; every other path belongs to the web, whose request handler
 * decides: until the public site exists it is `notFoundPage`, and the site's renderer replaces it.
 */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export type NotFoundOptions = { webHandler?: WebHandler };

const MACHINE_PREFIXES = ['/api/', '/uploads/', '/assets/'];
const MACHINE_PATHS = new Set(['/api', '/uploads', '/sitemap.xml', '/news-sitemap.xml', '/rss.xml', '/robots.txt']);
const CATEGORY_FEED = /^\/category\/[^/]+\/rss\.xml$/;

function isMachinePath(path: string): boolean {
  return (
    MACHINE_PATHS.has(path) || CATEGORY_FEED.test(path) || MACHINE_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/** The spec's not-found text (§2) as a whole, self-contained page: no script, no external resource. */
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>404 Page Not found</title>
</head>
<body>
<main>
<h1>404 Page Not found</h1>
<p><a href="/">Home</a></p>
</main>
</body>
</html>
`;

export const notFoundPage: WebHandler = (_request, reply) =>
  reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);

export const notFoundPlugin = fp(async (app: FastifyInstance, options: NotFoundOptions) => {
  const webHandler = options.webHandler ?? notFoundPage;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isMachinePath(path)) return webHandler(request, reply);
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` });
  });
});
