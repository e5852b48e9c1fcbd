export type BuiltServer = {
  url: string;
  /** The process started: with WORKERS above 1, the cluster's primary. */
  pid: number;
  dataDir: string;
  /** Everything the server printed, one pino JSON line per log entry. */
  logFile: string;
  stop(): Promise<void>;
  close(): Promise<void>;
};

export function startBuiltServer(options?: {
  env?: Record<string, string>;
  tempPrefix?: string;
  readyWithinMs?: number;
  copyDataFrom?: string;
  /** Serve this folder (kept by `close()`) instead of a temporary one. */
  dataDir?: string;
}): Promise<BuiltServer>;

/** A port nothing listens on now, on the loopback. */
export function freePort(): Promise<number>;
