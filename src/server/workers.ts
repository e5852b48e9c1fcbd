import cluster, { type Worker } from 'node:cluster';
import { isRelayedMessage } from './lib/worker-event-transport';

/** How long a process may take to finish the requests it holds after SIGTERM before it is cut off. */
export const DRAIN_MS = 10_000;
/** A worker that dies sooner than this after starting is crashing, not dying: wait before the next. */
const CRASH_WINDOW_MS = 5_000;
const MAX_RESPAWN_DELAY_MS = 30_000;

type PrimaryLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

/**
 * The primary of `WORKERS` processes sharing one port (node:cluster, decision 198). It serves no
 * request itself: it starts the workers, replaces one that dies (waiting longer while they keep
 * crashing), passes each worker's relayed messages to the others (the content-changed events
 * when there is no Redis), and on SIGTERM or SIGINT lets every worker drain, then exits.
 */
export function runPrimary(options: { workers: number; log: PrimaryLog }): void {
  const { log } = options;
  let stopping = false;
  let crashes = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (!isRelayedMessage(message)) return;
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(message);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    crashes = lived < CRASH_WINDOW_MS ? crashes + 1 : 0;
    const delay = crashes === 0 ? 0 : Math.min(1000 * 2 ** (crashes - 1), MAX_RESPAWN_DELAY_MS);
    log.warn({ pid: worker.process.pid, code, signal, restartInMs: delay }, 'A worker stopped; starting another');
    setTimeout(fork, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Stopping: the workers finish what they hold');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS + 2_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < options.workers; i += 1) fork();
}
