// nginx for the bench and the cluster test: installed from the OS packages when missing (as root),
// run in the foreground from a temporary prefix on a free loopback port. Node built-ins only.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './built-server.mjs';
import { ensureOsPackage } from './os-package.mjs';

const NGINX = '/usr/sbin/nginx';

/** True when nginx is here or could be installed; installs it from Debian's packages if allowed. */
export function ensureNginx() {
  return ensureOsPackage(NGINX, 'nginx');
}

/**
 * Starts nginx with `http` (the body of its http block, given the port and the prefix folder) and
 * answers once it accepts connections. `workers` is `worker_processes` (default auto). `stop()`
 * ends it and removes the prefix.
 */
export async function startNginx({ http, workers = 'auto' }) {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'news-nginx-'));
  const port = await freePort();
  // As root nginx's workers would switch to an unprivileged user that cannot read this folder.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const config = `${user}worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http({ port, prefix })}
}
`;
  await writeFile(path.join(prefix, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx stopped (exit ${child.exitCode}): ${output}`);
    }
    const accepting = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (accepting) return { url: `http://127.0.0.1:${port}`, port, prefix, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not accept connections within 10 s: ${output}`);
}
