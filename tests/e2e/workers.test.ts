import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ownSite } from '../helpers/e2e';

// The built server with two workers sharing its port (decision 198), on a copy of the demo content.
const site = ownSite({ env: { WORKERS: '2' } });

type Article = { _id: string; slug: string; title: string; version: number };

/** The processes whose parent is `pid`, read from /proc (no ps on a minimal machine). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing one are plain.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {}
  }
  return children.sort();
}

/**
 * A page over a connection of its own, so the cluster hands each request to the next worker; one
 * handed to a worker as it died fails within 5 s instead of hanging.
 */
function getAlone(path: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${site.url}${path}`, { agent: false, timeout: 5_000, headers: { connection: 'close' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cache: response.headers['x-cache'] as string, body }),
        );
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`${path}: no answer within 5 s`));
      })
      .on('error', reject);
  });
}

async function anArticle(): Promise<Article> {
  const { news } = await site.api<{ news: Article[] }>('/news/all?limit=1');
  const [first] = news;
  if (!first) throw new Error('The demo content has no article');
  return (await site.api<{ news: Article }>(`/news/${first.slug}`, { asAdmin: true })).news;
}

describe('two workers on one port', () => {
  it("drops every worker's kept page when one of them takes the write", async () => {
    expect(childrenOf(site.pid)).toHaveLength(2);
    const article = await anArticle();
    // Each worker renders the page once, then answers it from its own cache; which worker takes a
    // connection is the kernel's choice, so a first batch may reach only one of them.
    await expect
      .poll(
        async () =>
          (await Promise.all(Array.from({ length: 6 }, () => getAlone(`/${article.slug}`)))).map(
            (answer) => `${answer.status} ${answer.cache}`,
          ),
        { timeout: 10_000 },
      )
      .toEqual(Array(6).fill('200 hit'));

    const title = `Two workers, one story ${Date.now().toString(36)}`;
    await site.api('/news/update', {
      method: 'PUT',
      asAdmin: true,
      body: { id: article._id, version: article.version, title },
    });
    const startedAt = Date.now();
    await expect
      .poll(async () => {
        const answers = await Promise.all(Array.from({ length: 6 }, () => getAlone(`/${article.slug}`)));
        return answers.filter((answer) => answer.body.includes(title)).length;
      })
      .toBe(6);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const before = childrenOf(site.pid);
    expect(before).toHaveLength(2);
    process.kill(before[0] as number, 'SIGKILL');
    const answered: number[] = [];
    await expect
      .poll(
        async () => {
          answered.push((await getAlone('/')).status);
          const now = childrenOf(site.pid);
          return now.length === 2 && !now.includes(before[0] as number);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(answered.every((status) => status === 200)).toBe(true);
  });

  it('finishes a request in flight on SIGTERM, even signalled twice, takes no new one, and exits', async () => {
    const port = Number(new URL(site.url).port);
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Expect: 100-continue makes the worker say when the request has reached it, before the body.
    socket.write(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    answer = '';
    const exited = new Promise<number>((resolve) => {
      const check = setInterval(() => {
        try {
          process.kill(site.pid, 0);
        } catch {
          clearInterval(check);
          resolve(Date.now());
        }
      }, 50);
    });
    const signalledAt = Date.now();
    const workers = childrenOf(site.pid);
    process.kill(site.pid, 'SIGTERM');
    // As systemd signals the whole group: each worker hears SIGTERM twice, and still drains.
    // A worker with nothing in flight may already have exited on the first signal.
    for (const worker of workers) signalIfRunning(worker, 'SIGTERM');
    // The workers stop listening: a new connection is refused while the old one is still served.
    await expect
      .poll(
        () =>
          new Promise<string>((resolve) => {
            const probe = net.connect(port, '127.0.0.1', () => {
              probe.destroy();
              resolve('accepted');
            });
            probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          }),
      )
      .toBe('ECONNREFUSED');
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect((await exited) - signalledAt).toBeLessThan(10_000);
  });
});

function signalIfRunning(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
