import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's side of a subscription: what it sends to subscribe, and the secrets it keeps to read pushes. */
export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on 127.0.0.1, as a browser vendor runs one: it takes each POST, keeps it, and
 * answers 201, or 410 for the paths marked gone. It counts requests in flight (and the most at
 * once), and answers after `delayMs` so that a sender's concurrency can show.
 */
export async function startPushService({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  let inFlight = 0;
  let mostInFlight = 0;
  const server = createServer((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(gone.has(path) ? 410 : 201).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    get mostInFlight() {
      return mostInFlight;
    },
    /** A new subscription on this service; `gone` makes the service answer 410 for it. */
    subscription(name: string, { isGone = false } = {}): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      if (isGone) gone.add(`/push/${name}`);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
    },
    /** What the subscription's browser reads from a push it received (RFC 8291, aes128gcm). */
    read(push: ReceivedPush, subscription: TestSubscription): unknown {
      const plain = decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.authSecret,
      });
      return JSON.parse(plain.toString('utf8'));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
