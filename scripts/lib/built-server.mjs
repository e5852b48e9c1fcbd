// The production build started as `npm start` would, on a free port and a temporary DATA_DIR, for
// the browser tests and `npm run lighthouse`. Node built-ins only, so plain `node` can run it.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILD_OUTPUT } from './setup.mjs';

/** A port nothing listens on now, on the loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `build/server/main.js` and answers once /readyz does. An empty DATA_DIR gets the demo
 * content; `copyDataFrom` starts from a copy of a stopped server's DATA_DIR instead, which skips the
 * seeding. `env` adds to (or overrides) the inherited environment; the server's output is shown if it
 * fails to start, and is written to `logFile` (beside DATA_DIR) for the tests to read its error lines.
 * `stop()` ends the process and keeps DATA_DIR; `close()` also removes it and the log. `dataDir` serves
 * a folder the caller owns (several servers on one database): kept by `close()`.
 */
export async function startBuiltServer({
  env = {},
  tempPrefix = 'news-',
  readyWithinMs = 60_000,
  copyDataFrom,
  dataDir: sharedDataDir,
} = {}) {
  const dataDir = sharedDataDir ?? (await mkdtemp(path.join(os.tmpdir(), tempPrefix)));
  if (copyDataFrom) await cp(copyDataFrom, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [BUILD_OUTPUT], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = sharedDataDir ? `${dataDir}-${port}.log` : `${dataDir}.log`;
  writeFileSync(logFile, '');
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const close = async () => {
    await stop();
    if (!sharedDataDir) await rm(dataDir, { recursive: true, force: true });
    await rm(logFile, { force: true });
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (!running()) {
      await close();
      throw new Error(`The server stopped (exit ${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, pid: child.pid, dataDir, logFile, stop, close };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`The server did not become ready:\n${output}`);
}
