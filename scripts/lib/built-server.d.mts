export type BuiltServer = { url: string; dataDir: string; stop(): Promise<void>; close(): Promise<void> };

export function startBuiltServer(options?: {
  env?: Record<string, string>;
  tempPrefix?: string;
  readyWithinMs?: number;
  copyDataFrom?: string;
}): Promise<BuiltServer>;
