import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/server/app';
import { type AppContext, createAppContext } from '../../src/server/context';
import type { Db, Dialect } from '../../src/server/db/client';
import { createTestContext } from './app';
import { REDIS_URL, uniqueRedisPrefix } from './redis';

/** Waits until a connection made by `createRedisConnection` can take commands (it refuses them until then). */
export async function connectedRedis(redis: Redis): Promise<Redis> {
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
}

/** A Redis address nothing listens on: a port the system just handed out and took back. */
export async function unusedRedisUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

export type Instance = { app: FastifyInstance; ctx: AppContext };

/**
 * Two instances of the site, as behind a load balancer: two apps on two contexts (each with its
 * own Redis connection) sharing one fresh database, one secret and one Redis prefix.
 */
export async function createTwoInstances(
  dialect: Dialect,
): Promise<{ a: Instance; b: Instance; db: Db; prefix: string; close(): Promise<void> }> {
  const prefix = uniqueRedisPrefix();
  const context = await createTestContext(dialect, { env: { REDIS_URL, REDIS_PREFIX: prefix } });
  const second: AppContext = {
    ...createAppContext({ config: context.ctx.config, db: context.db, secret: 'unused', log: context.log }),
    tokens: context.ctx.tokens,
    cookieSecret: context.ctx.cookieSecret,
  };
  const instances: Instance[] = [];
  for (const ctx of [context.ctx, second]) {
    const app = await buildApp(ctx, { loggerInstance: context.log });
    await app.ready();
    if (ctx.redis) await connectedRedis(ctx.redis);
    instances.push({ app, ctx });
  }
  const [a, b] = instances as [Instance, Instance];
  return {
    a,
    b,
    db: context.db,
    prefix,
    async close() {
      await Promise.all(instances.map(({ app }) => app.close()));
      await context.close();
    },
  };
}

/**
 * A TCP proxy in front of the tests' Redis that can be cut: after `cut()` it keeps every connection
 * open but passes nothing on, as a network that drops packets does, so commands go unanswered.
 */
export async function createCuttableRedisProxy(): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  let cut = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!cut) to.write(chunk);
      });
      from.on('error', () => {});
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      cut = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
