import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSchemaTurn, itOnPostgres, POSTGRES_URL } from '../helpers/app';

const SERVER = path.resolve('build/server/main.js');
const children: ChildProcess[] = [];
const folders: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server as `npm start` does and collects what it prints until `until` matches. */
async function startServer(
  env: Record<string, string>,
  until: RegExp,
): Promise<{ output: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not print ${until} in time:\n${output}`)), 90_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { output, child };
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** DATA_DIR and every secret in it as the owner's alone: the database (with its WAL files), the JWT secret, the initial login. */
function expectOwnerOnly(dataDir: string) {
  const files = ['news.sqlite', 'news.sqlite-wal', 'news.sqlite-shm', 'jwt-secret', 'initial-admin.txt'];
  expect([modeOf(dataDir), ...files.map((file) => modeOf(path.join(dataDir, file)))]).toEqual([
    '700',
    ...files.map(() => '600'),
  ]);
}

async function login(port: number, email: string, password: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; user?: { role: string } } };
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the built server (npm start)', () => {
  beforeAll(() => {
    if (!existsSync(SERVER))
      throw new Error('build/server/main.js is missing: run `npm run build` first (npm test does)');
  });

  it('prints the URL and a working admin login on a fresh data folder, with demo content', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-start-'));
    folders.push(dataDir);
    const port = await freePort();
    const { output, child } = await startServer({ DATA_DIR: dataDir, PORT: String(port) }, /Admin login .*\n/);
    expect(output).toContain(`News site      http://localhost:${port}/`);
    expect(output).toMatch(/Demo content {3}\d+ articles in \d+ categories/);
    const [, email, password] = /Admin login {4}(\S+) \/ (\S+)/.exec(output) ?? [];
    expect(email).toBe('admin@example.com');
    const answer = await login(port, email!, password!);
    expect(answer.status).toBe(200);
    expect(answer.body.user?.role).toBe('SuperAdmin');

    expectOwnerOnly(dataDir);
    expect(await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8')).toContain(`password: ${password}`);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));

    // As an earlier version left them: world-readable. The next start tightens them.
    chmodSync(dataDir, 0o755);
    for (const file of ['news.sqlite', 'jwt-secret', 'initial-admin.txt']) chmodSync(path.join(dataDir, file), 0o644);
    const again = await startServer({ DATA_DIR: dataDir, PORT: String(port) }, /Admin login .*\n/);
    expect(again.output).toContain(
      `Admin login    admin@example.com / (see ${path.join(dataDir, 'initial-admin.txt')})`,
    );
    expect(again.output).not.toContain(password);
    expect(again.output).not.toContain('Demo content');
    expectOwnerOnly(dataDir);
    expect((await login(port, 'admin@example.com', password!)).status).toBe(200);
  });

  itOnPostgres('takes the SuperAdmin from the environment on PostgreSQL', async () => {
    const schema = `start_${randomBytes(5).toString('hex')}`;
    // The server migrates its schema while this turn is held: no other file drops one meanwhile.
    await inSchemaTurn(async (client) => {
      await client.query(`create schema ${schema}`);
      try {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-start-'));
        folders.push(dataDir);
        const port = await freePort();
        const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        const env = {
          DATA_DIR: dataDir,
          PORT: String(port),
          DATABASE_URL: url,
          SEED_DEMO: 'false',
          SUPERADMIN_EMAIL: 'chief@example.com',
          SUPERADMIN_PASSWORD: 'a long enough password',
        };
        const { output, child } = await startServer(env, /Admin login .*\n/);
        expect(output).toContain('Database       PostgreSQL (DATABASE_URL)');
        expect(output).toContain('Admin login    chief@example.com / (see SUPERADMIN_PASSWORD)');
        expect(output).not.toContain('a long enough password');
        expect((await login(port, 'chief@example.com', 'a long enough password')).status).toBe(200);
        const tables = await client.query(
          `select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'news'`,
          [schema],
        );
        expect(tables.rows[0].n).toBe(1);
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      } finally {
        await client.query(`drop schema ${schema} cascade`);
      }
    });
  });

  it('stops with one line on a guessable SUPERADMIN_PASSWORD, without echoing it', async () => {
    const { output, child } = await startServer({ SUPERADMIN_PASSWORD: 'password1234' }, /SUPERADMIN_PASSWORD/);
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    expect(output.trim()).toBe(
      'Invalid environment variable SUPERADMIN_PASSWORD (value not shown): is too easy to guess (a common password, or made from the email); choose a few unrelated words',
    );
    expect(child.exitCode).toBe(1);
  });

  it('stops with one line naming a bad variable', async () => {
    const { output, child } = await startServer({ PORT: 'eighty' }, /PORT/);
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    expect(output.trim()).toBe('Invalid environment variable PORT="eighty": must be a port number');
    expect(child.exitCode).toBe(1);
  });
});
