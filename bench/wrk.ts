/**
 * Loads from wrk, a load generator written in C, in a process of its own. autocannon turns every
 * answer's bytes into a string: for readers' searches (50–90 KB of Devanagari JSON each) that took
 * its thread two thirds of a core, and the searches' figures measured autocannon (decision 252).
 * The URLs are written to a file beforehand, one per line, and wrk's Lua script asks them in turn.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensureOsPackage } from '../scripts/lib/os-package.mjs';

const WRK = '/usr/bin/wrk';

/** True when wrk is here or could be installed from the OS packages. */
export function ensureWrk(): boolean {
  return existsSync(WRK) || ensureOsPackage(WRK, 'wrk');
}

const SCRIPT = `
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local asked = 0
request = function()
  asked = asked + 1
  return wrk.format(nil, paths[(asked - 1) % #paths + 1])
end
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.timeout, errors.status))
end
`;

/**
 * The first `count` paths an autocannon setup module (bench/distinct-*.cjs) makes from `basePath`,
 * loaded in a worker of its own as autocannon loads it: the modules keep their place in module state.
 */
export function pathsFrom(setupModule: string, basePath: string, count: number): Promise<string[]> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const next = require(workerData.setupModule);
    const paths = [];
    for (let index = 0; index < workerData.count; index += 1) paths.push(next({ path: workerData.basePath }).path);
    parentPort.postMessage(paths);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { setupModule, basePath, count } });
    worker.once('message', (paths: string[]) => {
      resolve(paths);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export type WrkRun = {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

/** `paths` are asked in turn on `origin` by one wrk thread over `connections` connections. */
export async function runWrk(options: {
  origin: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<WrkRun> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'news-wrk-'));
  try {
    await writeFile(path.join(folder, 'paths.txt'), `${options.paths.join('\n')}\n`);
    await writeFile(path.join(folder, 'paths.lua'), SCRIPT);
    const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', path.join(folder, 'paths.lua')];
    const output = await new Promise<string>((resolve, reject) => {
      const wrk = spawn(WRK, [...args, ...headers, options.origin], {
        env: { ...process.env, WRK_PATHS: path.join(folder, 'paths.txt') },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      wrk.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      wrk.on('error', reject);
      wrk.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk ended with ${code}: ${text}`))));
    });
    const line = output.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk gave no summary: ${output}`);
    const summary = JSON.parse(line) as Record<
      'requests' | 'durationUs' | 'p50Us' | 'p99Us' | 'errors' | 'non2xx',
      number
    >;
    const toMs = (microseconds: number) => Math.round(microseconds / 100) / 10;
    return {
      requests: summary.requests,
      seconds: summary.durationUs / 1e6,
      p50Ms: toMs(summary.p50Us),
      p99Ms: toMs(summary.p99Us),
      errors: summary.errors,
      non2xx: summary.non2xx,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
