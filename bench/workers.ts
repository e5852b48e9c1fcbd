/**
 * The built server as `npm start` runs it, once with one process and once with `WORKERS=auto`, on
 * the bench's own database, beside nginx sending the cached article's gzip bytes from a file: how
 * near several workers bring a cached page to a static file server on the same machine. A third
 * server (one process, `TRUST_PROXY=1`) sits behind the shipped micro-cache rules
 * (deploy/nginx/news-proxy.conf), measured against the same file. Loaded from wrk: autocannon
 * topped out below nginx here, and its ratio measured itself.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort, startBuiltServer } from '../scripts/lib/built-server.mjs';
import { ensureNginx, startNginx } from '../scripts/lib/nginx.mjs';
import { ensureBuild, root } from '../scripts/lib/setup.mjs';
import type { Scenario } from './scenario';

const GZIP = { 'accept-encoding': 'gzip' };

function gzipBytesOf(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: GZIP }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} did not answer gzip`));
          else resolve(Buffer.concat(chunks));
        });
      })
      .on('error', reject);
  });
}

/** Scenarios in pairs (nginx, then the server in turns with it), and how to stop all three servers. */
export async function startWorkerServers(
  dataDir: string,
  slug: string,
): Promise<{ scenarios: Scenario[]; stop(): Promise<void> } | undefined> {
  if (!ensureNginx()) {
    console.log('workers: skipped, nginx is missing and could not be installed (not root, or apt-get failed)');
    return undefined;
  }
  if (ensureBuild() !== 0) throw new Error('The build failed');
  const env = { SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const one = await startBuiltServer({ dataDir, env: { ...env, WORKERS: '1' } });
  const auto = await startBuiltServer({ dataDir, env: { ...env, WORKERS: 'auto' } });
  const proxied = await startBuiltServer({ dataDir, env: { ...env, WORKERS: '1', TRUST_PROXY: '1' } });
  const proxyPort = await freePort();
  const nginx = await startNginx({
    http: ({ port, prefix }) => `  keepalive_requests 1000000;
  proxy_cache_path ${prefix}/cache keys_zone=news_cache:20m inactive=10m use_temp_path=off;
  upstream news_app { server ${new URL(proxied.url).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/site;
    default_type text/html;
    location / { gzip_static on; try_files /article.html =404; }
  }
  server {
    listen 127.0.0.1:${proxyPort};
    include ${path.join(root, 'deploy/nginx/news-proxy.conf')};
    location / { proxy_pass http://news_app; }
  }`,
  });
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  // A kept article is measured, not the first readers' wait while nginx fetches it once.
  await gzipBytesOf(`${proxyUrl}/${slug}`);
  // Twice: the first request renders and keeps the page, the second is the kept gzip copy.
  await gzipBytesOf(`${one.url}/${slug}`);
  const gzipped = await gzipBytesOf(`${one.url}/${slug}`);
  await mkdir(path.join(nginx.prefix, 'site'));
  await writeFile(path.join(nginx.prefix, 'site', 'article.html'), gunzipSync(gzipped));
  await writeFile(path.join(nginx.prefix, 'site', 'article.html.gz'), gzipped);
  const cores = os.availableParallelism();
  const nginxScenario = `nginx (the cached article's gzip bytes from a file, worker_processes auto = ${cores})`;
  const fromFile = { headers: GZIP, wrk: true };
  return {
    scenarios: [
      [nginxScenario, `${nginx.url}/`, fromFile],
      [
        'article page, cached, built server with WORKERS=1 (gzip)',
        `${one.url}/${slug}`,
        { ...fromFile, inTurnsWithPrevious: true },
      ],
      [nginxScenario, `${nginx.url}/`, fromFile],
      [
        `article page, cached, built server with WORKERS=auto (${cores} processes, gzip)`,
        `${auto.url}/${slug}`,
        { ...fromFile, inTurnsWithPrevious: true },
      ],
      [nginxScenario, `${nginx.url}/`, fromFile],
      [
        "article page through nginx's micro-cache (deploy/nginx/news-proxy.conf) before one process (gzip)",
        `${proxyUrl}/${slug}`,
        { ...fromFile, inTurnsWithPrevious: true },
      ],
    ],
    async stop() {
      await Promise.all([one.close(), auto.close(), proxied.close(), nginx.stop()]);
    },
  };
}
