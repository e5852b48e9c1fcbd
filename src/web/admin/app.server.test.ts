import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPlugin } from '../../server/plugins/security';
import { adminApp } from './app.server';

const START_UP = 'window.__start = true;';
const INDEX = `<!DOCTYPE html><html lang="en"><head><script type="module" src="/admin/assets/entry-abc.js"></script></head><body><script>${START_UP}</script></body></html>`;

async function appOver(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityPlugin, {});
  await app.register(adminApp, { dir });
  return app;
}

describe('the back office app', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'admin-app-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'assets', 'entry-abc.js'), 'export {};');
    app = await appOver(dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every path under /admin with index.html, never cached, its start-up script allowed by hash', async () => {
    for (const url of ['/admin', '/admin/', '/admin/dashboard', '/admin/addnews/some-slug']) {
      const response = await app.inject({ method: 'GET', url });
      expect([response.statusCode, response.body], url).toEqual([200, INDEX]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      const hash = createHash('sha256').update(START_UP).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(response.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
    }
  });

  it('serves its hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/assets/entry-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('says how to build it when no build exists', async () => {
    const unbuilt = await appOver(path.join(dir, 'missing'));
    const response = await unbuilt.inject({ method: 'GET', url: '/admin/dashboard' });
    expect([response.statusCode, response.body]).toEqual([
      503,
      'The back office is not built: run `npm run build` (npm start does it).',
    ]);
    await unbuilt.close();
  });
});
