import { MOST_READ_BLOCK_ITEMS, MOST_READ_DASHBOARD_ITEMS, MOST_READ_HOURS } from '../../../shared/constants';
import type { MostReadArticle } from '../../../shared/schemas/most-read';
import type { AppContext } from '../../context';
import { cacheSlot } from '../../lib/app-caches';
import { nowIso } from '../../lib/clock';
import { sharedStoreOf } from '../../lib/shared-store';
import { createVisitGate, type VisitGate } from '../visits/visit-gate';
import { type BlockMark, createBlockMark } from './block-mark';
import { addReads, listMostRead, type MostReadRow, pruneReadsBefore } from './most-read.repository';
import { hourOf, hoursBefore } from './read-hours';
import { createReadTally, type ReadTally, splitPendingKey } from './read-tally';

/** docs/product.md, Most read: one read per reader address and article per hour. */
export const READ_WINDOW_MS = 60 * 60 * 1000;
/** Buckets kept: the 24 hours shown, and a day's margin for a batch that waited. */
const KEPT_HOURS = 2 * MOST_READ_HOURS;

/** The first bucket of the last 24 hours: the current hour is the 24th. */
const firstShownHour = (now: Date) => hoursBefore(now, MOST_READ_HOURS - 1);

export type ReadCounter = {
  /** Counts a reader's read of an article unless this address read it within the hour; true when counted. */
  record(address: string, newsId: string, now?: Date): Promise<boolean>;
  /** One batch: writes the pending reads, and announces the block when it changed. One at a time. */
  flush(now?: Date): Promise<void>;
  /** A batch every minute from now on. */
  start(): void;
  /** No more batches; the pending reads are written first. */
  stop(): Promise<void>;
};

/** The block readers see: the most read articles they can open, last 24 hours. */
export function listMostReadBlock(ctx: AppContext, now = new Date()): Promise<MostReadRow[]> {
  return listMostRead(ctx.db, {
    firstHour: firstShownHour(now),
    limit: MOST_READ_BLOCK_ITEMS,
    publishedBy: now.toISOString(),
  });
}

/** The dashboard's top 10 of the last 24 hours with their counts, hidden articles included (they were read). */
export async function listMostReadForDashboard(ctx: AppContext, now = new Date()): Promise<MostReadArticle[]> {
  const rows = await listMostRead(ctx.db, { firstHour: firstShownHour(now), limit: MOST_READ_DASHBOARD_ITEMS });
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    slug: row.slug,
    language: row.language,
    active: row.active === 1,
    reads: row.reads,
  }));
}

/**
 * Reads counted without a database write on the request path (decision 240): the gate and the
 * pending reads live in the shared store, and a batch at most a minute apart writes them to hour
 * buckets. After a batch the block is read again, and announced as a content change only when
 * its articles or their order changed (decision 241), so kept pages show it until the next batch.
 */
export function createReadCounter(
  ctx: AppContext,
  parts: { gate: VisitGate; tally: ReadTally; mark: BlockMark },
): ReadCounter {
  const { gate, tally, mark } = parts;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let lookedAtHour: string | undefined;
  let prunedAtHour: string | undefined;

  async function writePending(): Promise<number> {
    const taken = await tally.take();
    if (taken.size === 0) return 0;
    try {
      return await addReads(
        ctx.db,
        [...taken].map(([key, count]) => ({ ...splitPendingKey(key), count })),
      );
    } catch (error) {
      await tally.giveBack(taken);
      throw error;
    }
  }

  async function announceIfChanged(now: Date): Promise<void> {
    const block = await listMostReadBlock(ctx, now);
    if (!(await mark.swap(block.map((row) => row.id).join(',')))) return;
    await ctx.events.publish({
      entity: 'most_read',
      action: 'update',
      ids: block.map((row) => row.id),
      slugs: block.map((row) => row.slug),
      categoryIds: [],
      at: nowIso(),
    });
  }

  async function batch(now: Date): Promise<void> {
    const written = await writePending();
    const hour = hourOf(now);
    // A new hour moves the window even when nothing was read: the oldest bucket leaves it.
    if (written > 0 || hour !== lookedAtHour) {
      lookedAtHour = hour;
      await announceIfChanged(now);
    }
    if (hour !== prunedAtHour) {
      prunedAtHour = hour;
      await pruneReadsBefore(ctx.db, hoursBefore(now, KEPT_HOURS - 1));
    }
  }

  function flush(now = new Date()): Promise<void> {
    running = running.then(() =>
      batch(now).catch((error: unknown) => {
        // The reads went back to the tally: the next batch tries them again.
        ctx.log.error({ err: error }, 'Could not write the batch of article reads');
      }),
    );
    return running;
  }

  return {
    async record(address, newsId, now = new Date()) {
      if (!(await gate.admit(`${address} ${newsId}`))) return false;
      await tally.add(hourOf(now), newsId);
      return true;
    },
    flush,
    start() {
      // docs/product.md, Most read: batches at most a minute apart (READS_BATCH_SECONDS, 60 by default).
      timer ??= setInterval(() => void flush(), ctx.config.readsBatchMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

const READ_COUNTER = cacheSlot<ReadCounter>('read-counter');

/** The app's one counter, its gate, pending reads and block mark in Redis when the site has one. */
export function readCounterOf(ctx: AppContext): ReadCounter {
  return ctx.caches.get(READ_COUNTER, () => {
    const shared = sharedStoreOf(ctx);
    return createReadCounter(ctx, {
      gate: createVisitGate(shared, { windowMs: READ_WINDOW_MS, namespace: 'read' }),
      tally: createReadTally(shared),
      mark: createBlockMark(shared),
    });
  });
}
