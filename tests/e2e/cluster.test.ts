import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type BuiltServer, startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { ensureNginx, type RunningNginx, startNginx } from '../../scripts/lib/nginx.mjs';
import { root } from '../../scripts/lib/setup.mjs';
import { dropTestDatabase, onPostgres, postgresAvailable, postgresDatabaseUrl } from '../helpers/app';
import { REDIS_URL, redisAvailable, uniqueRedisPrefix } from '../helpers/redis';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

// Two instances of the built server on PostgreSQL, Redis and an S3 server, behind nginx balancing
// them and keeping pages as a CDN would, with the deployment's own rules (deploy/nginx/news-proxy.conf):
// what many instances promise, tried as an operator would run them.
const ADMIN = { email: 'cluster-editor@example.com', password: `Cluster-${randomBytes(12).toString('hex')}` };

type Article = { _id: string; slug: string; title: string; active: boolean; category: { _id: string } | null };

const missing = [
  !ensureNginx() && 'nginx (not installed, and not root to install it)',
  !redisAvailable && `Redis at ${REDIS_URL}`,
  !postgresAvailable && 'PostgreSQL',
].filter(Boolean);
if (missing.length > 0) console.log(`Cluster test skipped: it needs ${missing.join(', ')}.`);

/** The deployment's own proxy rules (docs/deploy.md), around both instances on this machine's ports. */
const nginxSite =
  (instances: BuiltServer[]) =>
  ({ port, prefix }: { port: number; prefix: string }) =>
    `
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=news_cache:10m max_size=100m inactive=10m use_temp_path=off;
  upstream news_app {
    zone news_app 64k;
${instances.map((instance) => `    server ${new URL(instance.url).host} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    include ${path.join(root, 'deploy/nginx/news-proxy.conf')};
    location / {
      proxy_pass http://news_app;
    }
  }`;

describe.skipIf(missing.length > 0)('two instances behind nginx on PostgreSQL, Redis and S3', () => {
  const database = `news_cluster_${randomBytes(5).toString('hex')}`;
  let s3: TestS3Server;
  const instances: BuiltServer[] = [];
  let nginx: RunningNginx;
  let token = '';

  const viaNginx = (path: string, init: RequestInit = {}) => fetch(`${nginx.url}${path}`, init);
  const asAdmin = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
  async function json<T>(response: Response): Promise<T> {
    const answer = (await response.json()) as T & { success: boolean; message?: string };
    if (!answer.success) throw new Error(`${response.url}: ${response.status} ${answer.message}`);
    return answer;
  }
  /** A category's page at its readable address (decision 274), as the navigation links it. */
  const categoryPageOf = async (id: string) => {
    const { categories } = await json<{ categories: { _id: string; slug: string }[] }>(
      await viaNginx('/api/v1/category/all'),
    );
    const category = categories.find((listed) => listed._id === id);
    if (!category) throw new Error(`No category ${id}`);
    return `/${category.slug}`;
  };
  const createArticle = (origin: string, title: string, categoryId: string) =>
    fetch(
      `${origin}/api/v1/news/create`,
      asAdmin({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          subtitle: 'Filed through one instance',
          description: '<p>Filed through one instance of two.</p>',
          language: 'English',
          type: 'top-news',
          category: categoryId,
          location: 'Jaipur',
          youtubeurl: '',
          tag: ['cluster'],
          slug: title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
        }),
      }),
    );

  beforeAll(async () => {
    await onPostgres(`create database ${database}`);
    s3 = await startS3Server();
    const vapid = webpush.generateVAPIDKeys();
    const env = {
      DATABASE_URL: postgresDatabaseUrl(database),
      REDIS_URL,
      REDIS_PREFIX: uniqueRedisPrefix(),
      ...s3.env,
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      SUPERADMIN_EMAIL: ADMIN.email,
      SUPERADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: '',
    };
    // One after the other: the first seeds the demo content into the database and the bucket.
    instances.push(await startBuiltServer({ env, tempPrefix: 'news-cluster-', readyWithinMs: 150_000 }));
    instances.push(await startBuiltServer({ env, tempPrefix: 'news-cluster-' }));
    nginx = await startNginx({ http: nginxSite(instances) });
    token = (
      await json<{ token: string }>(
        await viaNginx('/api/v1/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        }),
      )
    ).token;
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.close()));
    await s3?.close();
    await dropTestDatabase(database);
  });

  it('shows a story filed through instance 1 to a reader through nginx on home, category and article within 2 s', async () => {
    const { news } = await json<{ news: Article[] }>(await viaNginx('/api/v1/news/all?limit=1'));
    const categoryId = news[0]?.category?._id;
    if (!categoryId) throw new Error('The demo content has no article in a category');
    // The reader's pages are kept by nginx and by both instances before the story is filed.
    const categoryPage = await categoryPageOf(categoryId);
    for (let i = 0; i < 4; i += 1) for (const path of ['/', categoryPage]) await viaNginx(path);
    expect((await viaNginx('/')).headers.get('x-proxy-cache')).toMatch(/HIT|UPDATING|EXPIRED/);

    const title = `Filed on instance one ${Date.now().toString(36)}`;
    const filed = await json<{ news: Article }>(await createArticle(instances[0]!.url, title, categoryId));
    const startedAt = Date.now();
    await expect
      .poll(
        async () => {
          const [home, category, article] = await Promise.all(
            ['/', categoryPage, `/${filed.news.slug}`].map((path) => viaNginx(path)),
          );
          return [
            (await home!.text()).includes(title),
            (await category!.text()).includes(title),
            article!.status === 200 && (await article!.text()).includes(title),
          ];
        },
        { timeout: 5_000, interval: 100 },
      )
      .toEqual([true, true, true]);
    const visibleAfter = Date.now() - startedAt;
    console.log(`cluster: the story showed through nginx on home, category and article after ${visibleAfter} ms`);
    expect(visibleAfter).toBeLessThan(2_000);
  });

  it("answers a page past its second from nginx's stale copy while one request refreshes it", async () => {
    expect((await viaNginx('/about')).status).toBe(200);
    // nginx kept the page to the end of this second: the next one begins.
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async () => (await viaNginx('/about')).headers.get('x-proxy-cache')),
    );
    // One request starts the refresh and has the stale copy, as do those that come while it runs:
    // none waits for an instance.
    expect(statuses).toContain('STALE');
    expect(statuses.filter((status) => !['STALE', 'UPDATING', 'HIT'].includes(status ?? ''))).toEqual([]);
  });

  it('serves media from the bucket through either instance', async () => {
    const { news } = await json<{ news: { images: { url?: string; secure_url?: string }[] }[] }>(
      await viaNginx('/api/v1/news/all?limit=20'),
    );
    const image = JSON.stringify(news).match(/\/uploads\/[^"]+\.(?:webp|jpe?g|png)/)?.[0];
    if (!image) throw new Error('No uploaded image in the demo content');
    expect((await s3.listKeys()).length).toBeGreaterThan(0);
    for (const instance of instances) {
      const answer = await fetch(`${instance.url}${image}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it("never lets nginx hand an admin's listing to a reader, nor a reader's to an admin", async () => {
    const { news } = await json<{ news: Article[] }>(await viaNginx('/api/v1/news/all?limit=1'));
    const categoryId = news[0]?.category?._id as string;
    const hidden = await json<{ news: Article }>(
      await createArticle(instances[0]!.url, `Not for readers ${Date.now().toString(36)}`, categoryId),
    );
    await json(
      await fetch(
        `${instances[0]!.url}/api/v1/news/toggleActive`,
        asAdmin({
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ newsId: hidden.news._id, activeStatus: false }),
        }),
      ),
    );
    const listing = `/api/v1/news/all?limit=50&page=1`;
    const readerSees = async () => (await (await viaNginx(listing)).text()).includes(hidden.news._id);
    const adminSees = async () => (await (await viaNginx(listing, asAdmin())).text()).includes(hidden.news._id);
    // Reader first, admin next, reader again: each asks twice, so a copy kept by nginx would answer.
    expect([await readerSees(), await readerSees()]).toEqual([false, false]);
    expect([await adminSees(), await adminSees()]).toEqual([true, true]);
    expect([await readerSees(), await readerSees()]).toEqual([false, false]);
    const page = await viaNginx(`/${hidden.news.slug}`);
    expect(page.status).toBe(404);
  });

  it('loses no acknowledged write and keeps serving when instance 2 is killed under 50 connections', async () => {
    const { news } = await json<{ news: Article[] }>(await viaNginx('/api/v1/news/all?limit=1'));
    const article = news[0] as Article;
    const categoryId = article.category?._id as string;
    const { polls } = await json<{ polls: { _id: string; totalVotes: number }[] }>(await viaNginx('/api/v1/poll/get'));
    const poll = polls[0];
    if (!poll) throw new Error('The demo content has no poll');
    const acknowledged: string[] = [];
    let failedWrites = 0;
    let acknowledgedVotes = 0;
    let failedVotes = 0;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1) {
        try {
          const answer = await createArticle(nginx.url, `Under load ${Date.now().toString(36)} ${i}`, categoryId);
          if (answer.ok) acknowledged.push(((await answer.json()) as { news: Article }).news._id);
          else failedWrites += 1;
        } catch {
          failedWrites += 1;
        }
      }
    })();
    // Votes from new browsers (no cookie) until the address's limit, shared by both instances, says no.
    const voter = (async () => {
      while (writing) {
        try {
          const answer = await viaNginx('/api/v1/poll/vote', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ pollId: poll._id, optionIndex: 0 }),
          });
          if (answer.status === 429) break;
          if (answer.ok) acknowledgedVotes += 1;
          else failedVotes += 1;
        } catch {
          failedVotes += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    const reads = [
      { path: '/' },
      { path: `/${article.slug}` },
      { path: await categoryPageOf(categoryId) },
      // Answered by an instance every time: nginx keeps no answer without cache headers.
      { path: '/api/v1/news/all?limit=5' },
    ];
    const load = autocannon({ url: nginx.url, connections: 50, duration: 6, requests: reads });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    process.kill(instances[1]!.pid, 'SIGKILL');
    const underKill = await load;
    writing = false;
    await Promise.all([writer, voter]);

    // Only requests in flight on the killed instance may fail (nginx retries reads elsewhere).
    expect(
      underKill.errors + underKill.timeouts + underKill.non2xx,
      JSON.stringify(underKill.statusCodeStats),
    ).toBeLessThanOrEqual(50);
    // A write fails only if it was on the killed instance: the one in flight when it died, or one
    // nginx had just sent over a kept-alive connection the kill broke (a POST is not retried).
    expect(failedWrites).toBeLessThanOrEqual(2);
    expect(acknowledged.length).toBeGreaterThan(5);
    for (const id of acknowledged) expect((await viaNginx(`/api/v1/news/${id}`, asAdmin())).status, id).toBe(200);
    expect(failedVotes).toBeLessThanOrEqual(2);
    expect(acknowledgedVotes).toBeGreaterThan(5);
    const counted = await json<{ polls: { _id: string; totalVotes: number }[] }>(await viaNginx('/api/v1/poll/get'));
    const totalVotes = counted.polls.find((each) => each._id === poll._id)?.totalVotes ?? 0;
    // Every acknowledged vote counts; a failed one may count too, committed before its instance died unanswered.
    expect(totalVotes).toBeGreaterThanOrEqual(poll.totalVotes + acknowledgedVotes);
    expect(totalVotes).toBeLessThanOrEqual(poll.totalVotes + acknowledgedVotes + failedVotes);

    const after = await autocannon({ url: nginx.url, connections: 50, duration: 2, requests: reads });
    console.log(
      `cluster: under the kill ${underKill.requests.total} reads, ${underKill.errors + underKill.timeouts} errors, ${underKill.non2xx} non-2xx; ` +
        `${acknowledged.length} articles and ${acknowledgedVotes} votes acknowledged (all found after), ${failedWrites + failedVotes} failed; ` +
        `after it ${after.requests.total} reads, ${after.errors + after.timeouts + after.non2xx} failed`,
    );
    const statuses = (result: autocannon.Result) =>
      `statuses ${JSON.stringify((result as autocannon.Result & { statusCodeStats?: unknown }).statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}`;
    expect(after.errors + after.timeouts + after.non2xx, statuses(after)).toBe(0);
    expect(after.requests.total).toBeGreaterThan(100);
  }, 60_000);
});
