export type RunningNginx = { url: string; port: number; prefix: string; stop(): Promise<void> };

export function ensureNginx(): boolean;

export function startNginx(options: {
  http: (at: { port: number; prefix: string }) => string;
  workers?: number | 'auto';
}): Promise<RunningNginx>;
