/**
 * A load at a fixed rate, as many readers each asking now and then make it: one request every
 * 1/rate s, evenly spaced, over up to `connections` kept-alive connections (bench/fixed-rate-worker.mjs).
 * Latency runs from when a request was due, not from when it went out, so nothing a stall delays is
 * left out (no coordinated omission).
 *
 * autocannon's `overallRate` (used here before) sends each connection's share of a second at the
 * top of that second, one after the other, and corrects for coordinated omission with an expected
 * gap of ceil(1/rate) = 1 ms where a connection's is 100 ms: an answer of 40 ms was counted 40 times.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { percentile } from './percentile';

export type FixedRateRun = {
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
  seconds: number;
};

export async function runAtFixedRate(options: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<FixedRateRun> {
  const worker = new Worker(path.join(import.meta.dirname, 'fixed-rate-worker.mjs'), { workerData: options });
  const { latencies, errors, non2xx, seconds } = await new Promise<{
    latencies: Float64Array;
    errors: number;
    non2xx: number;
    seconds: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const sorted = latencies.sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    errors,
    non2xx,
    requests: sorted.length,
    seconds,
  };
}
