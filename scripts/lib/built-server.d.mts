export type BuiltServer = {
  url: string;
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
}): Promise<BuiltServer>;
