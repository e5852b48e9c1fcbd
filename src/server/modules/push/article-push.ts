import { imageUpTo } from '../../../shared/image-variants';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { findNewsRowByKey, type ListedNewsRow } from '../news/news.repository';
import {
  claimPushSend,
  countSubscriptions,
  deleteSubscriptionById,
  listSubscriptionsAfter,
  type PushSendCounts,
  updatePushSend,
} from './push.repository';
import type { PushJob, PushQueue } from './push-queue';
import type { PushSender } from './push-sender';

/**
 * Pushes in flight at once. Each costs the event loop its encryption and its request, so fewer at
 * once leave more turns to the readers' pages (decision 196): 10,000 go out in about 17 s.
 */
export const PUSH_CONCURRENCY = 8;
/** Subscriptions read per query while fanning out; the form's counts are saved after each page. */
const SUBSCRIPTION_PAGE = 500;
/** The image a notification shows: a copy no wider than this. */
const NOTIFICATION_IMAGE_WIDTH = 640;

/** What the service worker shows (docs/product.md, Notifications and push). */
export type PushPayload = { title: string; body: string; image: string | null; url: string };

/**
 * Absolute with PUBLIC_URL; without it (a development run) site-relative, which the service
 * worker resolves against its own origin, the one the reader subscribed on (docs/decisions/163).
 */
export function pushPayloadOf(article: ListedNewsRow, publicUrl: string | undefined): PushPayload {
  const origin = publicUrl ?? '';
  const cover = article.images[0];
  const image = cover ? imageUpTo(cover, NOTIFICATION_IMAGE_WIDTH).url : null;
  return {
    title: article.title,
    body: article.subtitle,
    image: image && (image.startsWith('/') ? `${origin}${image}` : image),
    url: `${origin}/${article.slug}`,
  };
}

/** Runs `work` on every item with at most `limit` running at once. */
async function eachBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

function isDue(article: ListedNewsRow | undefined, now: string): article is ListedNewsRow {
  return article !== undefined && article.active === 1 && article.notification_send === 1 && article.publish_at <= now;
}

/**
 * Pushes each article of a job once, if it is published with 'send notification' on
 * (docs/decisions/163): claimed in `push_sends` first, so a re-save or a second instance sends
 * nothing; then every subscription, PUSH_CONCURRENCY at a time. A 404 or 410 deletes the
 * subscription ('removed'); any other failure counts as 'failed'.
 */
export function createArticlePusher(
  ctx: AppContext,
  send: PushSender,
  /** Aborted when the app closes: the fan-out stops after its current page, the article stays 'sending'. */
  stopping: AbortSignal,
): (job: PushJob) => Promise<void> {
  async function pushArticle(newsId: string): Promise<void> {
    const now = nowIso();
    const article = await findNewsRowByKey(ctx.db, ctx.caches, newsId);
    if (!isDue(article, now) || article.id !== newsId) return;
    const total = await countSubscriptions(ctx.db);
    if (!(await claimPushSend(ctx.db, newsId, total, now))) return;
    const payload = JSON.stringify(pushPayloadOf(article, ctx.config.publicUrl));
    const counts: PushSendCounts = { total, sent: 0, failed: 0, removed: 0 };
    let after = '';
    for (;;) {
      if (stopping.aborted) return;
      const page = await listSubscriptionsAfter(ctx.db, after, SUBSCRIPTION_PAGE);
      if (page.length === 0) break;
      await eachBounded(page, PUSH_CONCURRENCY, async (subscription) => {
        const target = {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        };
        const outcome = await send(target, payload);
        if (outcome === 'gone') {
          await deleteSubscriptionById(ctx.db, subscription.id);
          counts.removed += 1;
        } else counts[outcome] += 1;
      });
      after = page.at(-1)?.id ?? after;
      await updatePushSend(ctx.db, newsId, counts, null);
    }
    // Subscriptions made while sending may have joined the walk: the final total is what was tried.
    counts.total = counts.sent + counts.failed + counts.removed;
    await updatePushSend(ctx.db, newsId, counts, nowIso());
  }

  return async (job) => {
    for (const newsId of job.newsIds) if (!stopping.aborted) await pushArticle(newsId);
  };
}

/** Content events that may publish an article: its creation (published at once) and a scheduled publish time arriving. */
const PUBLISHING_ACTIONS = new Set(['create', 'publish']);

/** Hands every article that may have just been published to the queue; answers the function that stops listening. */
export function queueArticlePushes(ctx: AppContext, queue: PushQueue): () => void {
  return ctx.events.subscribe((event) => {
    if (event.entity === 'news' && PUBLISHING_ACTIONS.has(event.action)) queue.add({ newsIds: event.ids });
  });
}
