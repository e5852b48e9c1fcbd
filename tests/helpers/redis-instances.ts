import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Redis } from 'ioredis';

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
