/**
 * Searches take turns, one per turn of the event loop (decision 140). better-sqlite3 answers a
 * query synchronously, and a search page is a few milliseconds of SQL and serialising: fifty
 * searches read from their sockets in one poll phase ran back to back, and a request that came in
 * meanwhile (an article, a kept page) waited for all of them. A search now waits for its turn
 * (`setImmediate`, which runs after the poll phase), so whatever arrived in between is answered
 * before the next search starts. On PostgreSQL the turns only pace the searches' starts.
 */
export function createSearchTurns() {
  const waiting: (() => void)[] = [];
  let scheduled: NodeJS.Immediate | undefined;

  function giveNextTurn(): void {
    scheduled = undefined;
    waiting.shift()?.();
    if (waiting.length > 0) scheduled = setImmediate(giveNextTurn);
  }

  return {
    /** Resolves when this search may run: after the searches before it, each in its own turn of the loop. */
    take(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        scheduled ??= setImmediate(giveNextTurn);
      });
    },
    /** Lets every waiting search go at once (the app is closing). */
    close(): void {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

export type SearchTurns = ReturnType<typeof createSearchTurns>;
