import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { immutableFiles } from '../../server/lib/immutable-files';
import { publicAssetsDir } from '../public/assets.server';

/** The back office's browser build (scripts/build.mjs runs React Router's SPA build into it). */
export function adminBuildDir(): string {
  return path.join(path.dirname(publicAssetsDir()), 'admin', 'client');
}

const NOT_BUILT = 'The back office is not built: run `npm run build` (npm start does it).';

/**
 * Serves the back office (`/admin/*`, a client app; decision 100): its hashed assets for a year, and
 * for every other path under /admin the one index.html, from which React Router takes over. The
 * page is never cached (a new build must reach editors at once) and its inline start-up scripts are
 * allowed by their hashes (plugins/security.ts), so the CSP stays without 'unsafe-inline'.
 */
export async function adminApp(app: FastifyInstance, { dir = adminBuildDir() }: { dir?: string } = {}) {
  const indexFile = path.join(dir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (existsSync(path.join(dir, 'assets'))) {
    await app.register(
      fastifyStatic,
      immutableFiles(path.join(dir, 'assets'), '/admin/assets/', { preCompressed: true }),
    );
  }
  const sendIndex = (_request: unknown, reply: FastifyReply) => {
    if (indexHtml === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/admin', options, sendIndex);
  app.get('/admin/*', options, sendIndex);
}
