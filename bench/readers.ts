/**
 * The readers' part of the bench: signed-in readers with tokens, comments posted by many readers
 * from many addresses, and an article's push to 10,000 subscriptions on a push service of its own.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/server/context';
import { nowIso } from '../src/server/lib/clock';
import { newId } from '../src/server/lib/ids';
import { createArticle } from '../src/server/modules/news/news.service';
import { findPushSend, upsertSubscription } from '../src/server/modules/push/push.repository';
import { READER_TOKEN_LIFETIME_SECONDS } from '../src/server/modules/reader-auth/reader-auth.service';
import { startPushService } from '../tests/helpers/push-service';

/** Registered, verified readers and a valid token for each. */
export async function seedBenchReaders(ctx: AppContext, count: number): Promise<{ ids: string[]; tokens: string[] }> {
  const now = nowIso();
  const ids = Array.from({ length: count }, () => newId());
  for (let start = 0; start < count; start += 500) {
    await ctx.db
      .insertInto('readers')
      .values(
        ids.slice(start, start + 500).map((id, index) => ({
          id,
          name: `Reader ${start + index}`,
          email: `reader${start + index}@bench.example`,
          location: 'Jaipur',
          token_version: 1,
          verified_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const tokens = await Promise.all(
    ids.map((id) => ctx.tokens.sign({ kind: 'reader', id, version: 1 }, READER_TOKEN_LIFETIME_SECONDS)),
  );
  return { ids, tokens };
}

export type Timings = { count: number; seconds: number; p50Ms: number; p99Ms: number; failures: number };

function timingsOf(latencies: number[], seconds: number, failures: number): Timings {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => Math.round((sorted[Math.floor(share * (sorted.length - 1))] ?? 0) * 10) / 10;
  return { count: latencies.length, seconds, p50Ms: at(0.5), p99Ms: at(0.99), failures };
}

/**
 * Each of `tokens.length` readers posts one comment on the article, 50 at a time, each from an
 * address of its own (the per-address limit is for one town's readers, not for a bench): through
 * `inject`, in process, as a TCP load generator cannot send from many addresses.
 */
export async function postBenchComments(app: FastifyInstance, newsId: string, tokens: string[]): Promise<Timings> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function poster(): Promise<void> {
    while (next < tokens.length) {
      const index = next;
      next += 1;
      const sent = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/news/comment',
        remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        headers: { authorization: `Bearer ${tokens[index]}` },
        payload: { newsId, text: `Bench comment ${index}: a reader's view of the match, in a line or two.` },
      });
      latencies.push(performance.now() - sent);
      if (response.statusCode !== 201) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: 50 }, poster));
  return timingsOf(latencies, (performance.now() - started) / 1000, failures);
}

/**
 * Publishes an article with 'send notification' to `count` subscriptions of a push service on
 * loopback and waits until every push is answered; `alongside` runs meanwhile (a page under load).
 */
export async function pushToSubscriptions<T>(
  ctx: AppContext,
  categoryId: string,
  count: number,
  alongside: () => Promise<T>,
): Promise<{ push: { seconds: number; sent: number; failed: number; received: number }; alongside: T }> {
  const service = await startPushService();
  const now = nowIso();
  for (let index = 0; index < count; index += 1) {
    const { endpoint, keys } = service.subscription(`bench-${index}`);
    await upsertSubscription(ctx.db, { id: newId(), endpoint, ...keys, reader_id: null, created_at: now });
  }
  const load = alongside();
  const started = performance.now();
  const key = randomBytes(4).toString('hex');
  const article = await createArticle(
    ctx,
    {
      title: `Bench alert ${key}`,
      slug: `bench-alert-${key}`,
      subtitle: 'Pushed to every subscription',
      description: '<p>Pushed.</p>',
      language: 'English',
      type: 'top-news',
      category: categoryId,
      location: 'Jaipur',
      youtubeurl: '',
      tag: ['bench'],
      images: [{ public_id: 'bench/alert', url: '/uploads/bench/alert.webp', width: 1200, height: 675 }],
      notificationSend: true,
    },
    [],
    null,
  );
  let send = await findPushSend(ctx.db, article._id);
  while (send?.status !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    send = await findPushSend(ctx.db, article._id);
  }
  const seconds = (performance.now() - started) / 1000;
  const result = { seconds, sent: send.sent, failed: send.failed, received: service.received.length };
  const measured = await load;
  await service.close();
  return { push: result, alongside: measured };
}
