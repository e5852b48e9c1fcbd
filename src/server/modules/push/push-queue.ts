import type { ErrorLog } from '../../lib/content-events';

/** Articles to push: ids from a content event, checked by the worker when it runs. */
export type PushJob = { newsIds: string[] };

/**
 * Where pushes wait to be sent, off the request path (docs/decisions/163). The in-process queue
 * below serves one instance; one over a shared store (Redis) can replace it, since a job names
 * only ids and the worker claims each article in the database before sending.
 */
export interface PushQueue {
  add(job: PushJob): void;
  /** Resolves once every job added so far has run. */
  idle(): Promise<void>;
  /** Refuses new jobs and waits for the ones already added. */
  close(): Promise<void>;
}

/** Runs jobs one after another in this process; a failing job is logged and the next one runs. */
export function createInProcessPushQueue(work: (job: PushJob) => Promise<void>, log: ErrorLog): PushQueue {
  let chain: Promise<void> = Promise.resolve();
  let open = true;
  return {
    add(job) {
      if (!open) return;
      chain = chain.then(() => work(job)).catch((error) => log.error({ err: error, job }, 'Sending a push failed'));
    },
    idle: () => chain,
    async close() {
      open = false;
      await chain;
    },
  };
}
