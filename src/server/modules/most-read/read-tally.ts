import type { SharedStore } from '../../lib/shared-store';

/** Reads waiting for the next batch, by article and hour: `${hour} ${newsId}` → how many. */
export type PendingReads = Map<string, number>;

export const pendingKey = (hour: string, newsId: string) => `${hour} ${newsId}`;

export function splitPendingKey(key: string): { hour: string; newsId: string } {
  const [hour = '', newsId = ''] = key.split(' ');
  return { hour, newsId };
}

/**
 * The reads counted since the last batch (decision 240): a reader's read adds one here and writes
 * nothing to the database; the batch takes them all at once. In this process's memory, or in
 * Redis when the site has one, so every instance's reads wait in one place and any instance's
 * batch writes them.
 */
export type ReadTally = {
  add(hour: string, newsId: string): Promise<void>;
  /** Every pending read, now gone from the tally: no other batch can take them too. */
  take(): Promise<PendingReads>;
  /** Puts back what a batch took but could not write. */
  giveBack(reads: PendingReads): Promise<void>;
};

function addInto(target: PendingReads, reads: Iterable<[string, number]>): void {
  for (const [key, count] of reads) target.set(key, (target.get(key) ?? 0) + count);
}

export function createMemoryReadTally(): ReadTally {
  let pending: PendingReads = new Map();
  return {
    async add(hour, newsId) {
      addInto(pending, [[pendingKey(hour, newsId), 1]]);
    },
    async take() {
      const taken = pending;
      pending = new Map();
      return taken;
    },
    async giveBack(reads) {
      addInto(pending, reads);
    },
  };
}

/**
 * One Redis hash of pending reads; a batch reads and deletes it in one transaction, so two
 * instances' batches never write the same reads. While Redis fails, reads wait in `local`, and the
 * next batch takes those too (decision 211).
 */
export function createRedisReadTally(store: SharedStore, local: ReadTally): ReadTally {
  const key = `${store.prefix}reads:pending`;
  const putBack = (reads: PendingReads) =>
    store.ask(
      'pending reads',
      async () => {
        const batch = store.redis.multi();
        for (const [field, count] of reads) batch.hincrby(key, field, count);
        await batch.exec();
      },
      () => local.giveBack(reads),
    );
  return {
    add(hour, newsId) {
      return store.ask(
        'pending reads',
        async () => {
          await store.redis.hincrby(key, pendingKey(hour, newsId), 1);
        },
        () => local.add(hour, newsId),
      );
    },
    async take() {
      const taken = await local.take();
      const shared = await store.ask(
        'pending reads',
        async () => {
          const answers = await store.redis.multi().hgetall(key).del(key).exec();
          const [error, fields] = answers?.[0] ?? [];
          if (error) throw error;
          return Object.entries((fields ?? {}) as Record<string, string>).map(([field, count]): [string, number] => [
            field,
            Number(count),
          ]);
        },
        async () => [],
      );
      addInto(taken, shared);
      return taken;
    },
    async giveBack(reads) {
      if (reads.size > 0) await putBack(reads);
    },
  };
}

export function createReadTally(shared: SharedStore | undefined): ReadTally {
  const local = createMemoryReadTally();
  return shared ? createRedisReadTally(shared, local) : local;
}
