import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { findNextPublishAt, listArticlesPublishedBetween } from './news.scheduler.repository';

/** setTimeout's largest delay; a later publish time is reached in steps of this. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export type PublishScheduler = { start(): Promise<void>; stop(): Promise<void> };

/**
 * Announces a scheduled article when its publish time comes: one timer set to the next publish
 * time, re-armed at start, after it fires and after every news write (heard on the event bus, so
 * writes made on other instances re-arm it too). No polling. With several instances each one
 * announces; listeners treat the event as idempotent.
 */
export function createPublishScheduler(ctx: AppContext): PublishScheduler {
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let running = false;
  let since = nowIso();
  // Arming and firing run one at a time, so a slow query can never set an older timer over a newer one.
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error) => ctx.log.error({ err: error }, 'Scheduled publishing failed'));
    return queue;
  };

  async function arm(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!running) return;
    const next = await findNextPublishAt(ctx.db, since);
    if (!next || !running) return;
    const delay = Math.min(Math.max(Date.parse(next) - Date.now(), 0), MAX_TIMER_DELAY_MS);
    timer = setTimeout(() => void enqueue(fire), delay);
    timer.unref();
  }

  async function fire(): Promise<void> {
    if (!running) return;
    const now = nowIso();
    const due = await listArticlesPublishedBetween(ctx.db, since, now);
    since = now;
    if (due.length > 0) {
      await ctx.events.publish({
        entity: 'news',
        action: 'publish',
        ids: due.map((article) => article.id),
        slugs: due.map((article) => article.slug),
        categoryIds: [...new Set(due.map((article) => article.category_id))],
        at: now,
      });
    }
    await arm();
  }

  return {
    async start() {
      running = true;
      since = nowIso();
      unsubscribe = ctx.events.subscribe((event) => {
        if (event.entity === 'news' && event.action !== 'publish') void enqueue(arm);
      });
      await enqueue(arm);
    },
    async stop() {
      running = false;
      unsubscribe?.();
      clearTimeout(timer);
      await queue;
    },
  };
}
