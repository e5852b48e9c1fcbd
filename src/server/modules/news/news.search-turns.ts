/** How long searches may run back to back before the requests that arrived meanwhile get the loop. */
export const SEARCH_SLICE_MS = 4;

/**
 * Searches take turns (decisions 140 and 250). better-sqlite3 answers a query synchronously: fifty
 * searches read from their sockets in one poll phase ran back to back, and a request that came in
 * meanwhile (an article, a kept page) waited for all of them. A search now waits for a turn
 * (`setImmediate`, which runs after the poll phase); within one turn, searches follow each other
 * for up to SEARCH_SLICE_MS, so whatever arrived in between waits a few milliseconds at most, and
 * cheap searches (answered from kept matches) are not held to one per turn. On PostgreSQL the
 * turns only pace the searches' starts.
 */
export function createSearchTurns(sliceMs = SEARCH_SLICE_MS, now: () => number = performance.now.bind(performance)) {
  const waiting: (() => void)[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let sliceEndsAt = Number.NEGATIVE_INFINITY;

  function giveNextTurn(): void {
    scheduled = undefined;
    sliceEndsAt = now() + sliceMs;
    waiting.shift()?.();
    // A search still running at the next turn waits on I/O (PostgreSQL) and holds no loop: the next may start then.
    if (waiting.length > 0) scheduled = setImmediate(giveNextTurn);
  }

  function finished(): void {
    if (now() < sliceEndsAt) waiting.shift()?.();
  }

  return {
    /** Runs a search when its turn comes: after the searches before it, in this turn's slice or the next turn's. */
    async run<T>(search: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        scheduled ??= setImmediate(giveNextTurn);
      });
      try {
        return await search();
      } finally {
        finished();
      }
    },
    /** Lets every waiting search go at once (the app is closing). */
    close(): void {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      sliceEndsAt = Number.POSITIVE_INFINITY;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

export type SearchTurns = ReturnType<typeof createSearchTurns>;
