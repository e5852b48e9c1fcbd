import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/lib/setup.mjs';
import type { Dialect } from '../../src/server/db/client';
import { createS3Storage } from '../../src/server/lib/storage/s3';
import { seedDemoContentIfEmpty } from '../../src/server/seed/demo';
import { postgresAvailable, testedDialects } from '../helpers/app';
import {
  createSite,
  filesUnder,
  missingRows,
  readAllTables,
  runScript,
  type Site,
  type TableRows,
} from '../helpers/backup';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { newsBody } from '../helpers/news.factory';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

const SCRIPT_MS = 120_000;
const ARCHIVE_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;
const OTHER: Record<Dialect, Dialect> = { sqlite: 'postgres', postgres: 'sqlite' };
/**
 * A suite of a dialect is declared only when that dialect is tested (a run narrowed to SQLite has
 * no such test rather than a skipped one), and skipped when PostgreSQL does not answer.
 */
const tested = (dialect: Dialect) => testedDialects.includes(dialect);
const unavailable = (dialect: Dialect) => dialect === 'postgres' && !postgresAvailable;

/** A build from scratch, on a busy 2-core machine. */
const BUILD_MS = 300_000;

// `npm run backup` and `restore` run the build, and build it first when the sources are newer:
// built once here, before any test's script asks at the same time, so that a working copy with
// edited sources answers as a fresh clone does (npm test builds before the suites).
beforeAll(() => {
  expect(ensureBuild({ toStderr: true })).toBe(0);
}, BUILD_MS);

const sites: Site[] = [];
async function site(dialect: Dialect, env: Record<string, string> = {}): Promise<Site> {
  const created = await createSite(dialect, env);
  sites.push(created);
  return created;
}
afterAll(async () => {
  for (const created of sites) await created.close();
});

/** `npm run backup` on a site: one owner-only archive in DATA_DIR/backups, its path printed. */
async function backUp(source: Site): Promise<string> {
  const result = await runScript('backup', [], source.env);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const archive = result.stdout.trim();
  expect(path.basename(archive)).toMatch(ARCHIVE_NAME);
  expect(path.dirname(archive)).toBe(path.join(source.dataDir, 'backups'));
  expect((statSync(archive).mode & 0o777).toString(8)).toBe('600');
  return archive;
}

/** Articles posted through the API one after another until stopped, as an editor would while the backup runs. */
function keepPostingArticles(app: FastifyInstance, auth: Record<string, string>, categoryId: string) {
  let running = true;
  let posted = 0;
  const loop = (async () => {
    while (running) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/news/create',
        headers: auth,
        payload: newsBody(categoryId, { notificationSend: false }),
      });
      expect(response.statusCode).toBe(201);
      posted += 1;
    }
  })();
  return {
    posted: () => posted,
    async stop() {
      running = false;
      await loop;
      return posted;
    },
  };
}

/** The restored database holds, table by table, every row of before the backup and none that never existed. */
function expectBetween(restored: TableRows, before: TableRows, after: TableRows) {
  expect([...restored.keys()]).toEqual([...after.keys()]);
  for (const [table, rows] of restored) {
    expect(missingRows(before.get(table) ?? [], rows), `${table}: rows written before the backup`).toEqual([]);
    expect(missingRows(rows, after.get(table) ?? []), `${table}: rows the site never held`).toEqual([]);
  }
}

/** Articles of a category restored without their tags or their audit line: a copy taken mid-write. */
async function tornArticles(target: Site, categoryId: string): Promise<string[]> {
  const rows = await target
    .db()
    .selectFrom('news')
    .select('news.id')
    .where('news.category_id', '=', categoryId)
    .where(({ exists, not, or, selectFrom }) =>
      or([
        not(exists(selectFrom('news_tags').select('news_tags.news_id').whereRef('news_tags.news_id', '=', 'news.id'))),
        not(exists(selectFrom('audit_log').select('audit_log.id').whereRef('audit_log.entity_id', '=', 'news.id'))),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

for (const dialect of testedDialects) {
  describe.skipIf(unavailable(dialect))(`npm run backup and npm run restore [${dialect}]`, () => {
    let source: Site;
    let archive: string;
    beforeAll(async () => {
      source = await site(dialect);
      await seedDemoContentIfEmpty((await source.open()).ctx);
    });

    it(
      'backs up while articles are being posted, and restores every row, every media file and the secrets',
      async () => {
        const { app, ctx } = await source.open();
        const { auth } = await buildSuperAdmin(ctx);
        const category = await buildCategory(ctx);
        const before = await readAllTables(source.db(), dialect);
        const writer = keepPostingArticles(app, auth, category.id);
        const postedBefore = writer.posted();
        archive = await backUp(source);
        const postedDuring = writer.posted() - postedBefore;
        await writer.stop();
        const after = await readAllTables(source.db(), dialect);
        expect(postedDuring).toBeGreaterThan(0);

        const target = await site(dialect);
        const restored = await runScript('restore', [archive], target.env);
        expect(restored).toMatchObject({ code: 0, stderr: '' });
        expect(restored.stdout).toMatch(
          new RegExp(
            `^Restored ${path.basename(archive)} \\(${dialect}, .*\\d+ media files, jwt-secret, vapid.json\\n$`,
          ),
        );
        expectBetween(await readAllTables(target.db(), dialect), before, after);
        // Articles posted before the copy began are in it, each whole.
        const copied = await target
          .db()
          .selectFrom('news')
          .select('id')
          .where('category_id', '=', category.id)
          .execute();
        expect(copied.length).toBeGreaterThan(0);
        expect(await tornArticles(target, category.id)).toEqual([]);

        const media = await filesUnder(path.join(source.dataDir, 'uploads'));
        expect(media.size).toBeGreaterThan(10);
        expect(await filesUnder(path.join(target.dataDir, 'uploads'))).toEqual(media);

        for (const name of ['jwt-secret', 'vapid.json']) {
          const secret = path.join(target.dataDir, name);
          expect(await readFile(secret)).toEqual(await readFile(path.join(source.dataDir, name)));
          expect((statSync(secret).mode & 0o777).toString(8)).toBe('600');
        }
        // The restored site knows the editor's session: same secret, same admin row.
        const answer = await (await target.open()).app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
        expect(answer.statusCode).toBe(200);
      },
      SCRIPT_MS,
    );

    it(
      'refuses to restore into a database that holds content, and leaves it as it was',
      async () => {
        const before = await readAllTables(source.db(), dialect);
        const result = await runScript('restore', [archive], source.env);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          dialect === 'sqlite'
            ? /news\.sqlite already holds a database \(\d+ tables\); restore into an empty DATA_DIR/
            : /The database of DATABASE_URL already holds \d+ tables; restore into an empty database/,
        );
        expect(await readAllTables(source.db(), dialect)).toEqual(before);
      },
      SCRIPT_MS,
    );

    // Declared with its source's suite: a run split by dialect (decision 276) still tries both ways.
    it.skipIf(unavailable(OTHER[dialect]))(
      'refuses to restore into the other kind of database, writing nothing',
      async () => {
        const target = await site(OTHER[dialect]);
        const result = await runScript('restore', [archive], target.env);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          dialect === 'sqlite'
            ? 'This backup holds a SQLite database and this site uses PostgreSQL (DATABASE_URL is set)'
            : 'This backup holds a PostgreSQL database and this site uses SQLite (DATABASE_URL is not set)',
        );
        expect(await filesUnder(target.dataDir)).toEqual(new Map());
      },
      SCRIPT_MS,
    );
  });
}

if (tested('sqlite'))
  describe('npm run restore with an archive that is not a whole backup of this site', () => {
    let folder: string;
    let target: Site;
    beforeAll(async () => {
      target = await site('sqlite');
      folder = await mkdtemp(path.join(os.tmpdir(), 'news-archives-'));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    /** A gzip-compressed tar of the given files, made by the system tar as an operator might. */
    async function archiveOf(name: string, files: Record<string, string | Buffer>): Promise<string> {
      const staging = path.join(folder, `${name}-files`);
      for (const [file, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
        await writeFile(path.join(staging, file), content);
      }
      const archive = path.join(folder, `${name}.tar.gz`);
      await run('tar', [
        '-czf',
        archive,
        '-C',
        staging,
        ...Object.keys(files).map((file) => file.split('/')[0] ?? file),
      ]);
      return archive;
    }

    async function expectRefused(archive: string, message: string | RegExp) {
      const result = await runScript('restore', [archive], target.env);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      // Nothing was written: no database, no media.
      expect(await filesUnder(target.dataDir)).toEqual(new Map());
    }

    it(
      'refuses a file that is no archive, a missing file, and an archive of other files',
      async () => {
        const garbage = path.join(folder, 'garbage.tar.gz');
        await writeFile(garbage, 'this is not a tar archive');
        await expectRefused(garbage, /^Not a backup archive \(tar cannot read .*garbage\.tar\.gz\)/);
        await expectRefused(path.join(folder, 'absent.tar.gz'), /^No backup archive at .*absent\.tar\.gz/);
        await expectRefused(
          await archiveOf('notes', { 'notes.txt': 'hello' }),
          'Not a backup of this site: the archive holds "notes.txt"',
        );
        await expectRefused(
          await archiveOf('unlisted', { 'database/news.sqlite': 'x' }),
          'Not a backup of this site: the archive has no manifest.json',
        );
      },
      SCRIPT_MS,
    );

    it(
      "refuses another program's manifest and a format version this one does not read",
      async () => {
        await expectRefused(
          await archiveOf('foreign', { 'manifest.json': JSON.stringify({ format: 'other-backup', version: 1 }) }),
          "Not a backup of this site: manifest.json is not this app's manifest",
        );
        await expectRefused(
          await archiveOf('future', { 'manifest.json': JSON.stringify({ format: 'samachar-backup', version: 2 }) }),
          'Backup format version 2 is not one this version reads (it reads 1)',
        );
      },
      SCRIPT_MS,
    );

    it(
      'refuses a backup whose media file changed after it was written',
      async () => {
        const source = await site('sqlite');
        const { ctx } = await source.open();
        await ctx.storage.put('2026/11/photo.webp', Buffer.from('original bytes'), 'image/webp');
        const archive = await backUp(source);
        const unpacked = path.join(folder, 'tampered-files');
        await mkdir(unpacked);
        await run('tar', ['-xzf', archive, '-C', unpacked]);
        await writeFile(path.join(unpacked, 'media/2026/11/photo.webp'), 'changed bytes');
        const tampered = path.join(folder, 'tampered.tar.gz');
        await run('tar', ['-czf', tampered, '-C', unpacked, 'manifest.json', 'database', 'media', 'secrets']);
        await expectRefused(tampered, 'The backup is damaged: media/2026/11/photo.webp does not match its checksum');
      },
      SCRIPT_MS,
    );
  });

if (tested('sqlite'))
  describe('npm run backup and npm run restore with media in an S3 bucket', () => {
    const servers: TestS3Server[] = [];
    afterAll(async () => {
      for (const server of servers) await server.close();
    });

    it(
      'copies every object of the bucket into the archive and puts each back into an empty bucket',
      async () => {
        const [from, into] = [await startS3Server(), await startS3Server()];
        servers.push(from, into);
        const source = await site('sqlite', from.env);
        await seedDemoContentIfEmpty((await source.open()).ctx);
        expect(await filesUnder(path.join(source.dataDir, 'uploads'))).toEqual(new Map());
        const archive = await backUp(source);

        const target = await site('sqlite', into.env);
        expect(await runScript('restore', [archive], target.env)).toMatchObject({ code: 0, stderr: '' });
        const keys = await from.listKeys();
        expect(keys.length).toBeGreaterThan(10);
        expect(await into.listKeys()).toEqual(keys);
        const [read, readBack] = [createS3Storage(from.config), createS3Storage(into.config)];
        try {
          for (const key of keys) expect(await readBack.read(key), key).toEqual(await read.read(key));
        } finally {
          read.close();
          readBack.close();
        }
        expect(await readAllTables(target.db(), 'sqlite')).toEqual(await readAllTables(source.db(), 'sqlite'));
      },
      SCRIPT_MS,
    );
  });

if (tested('postgres'))
  describe.skipIf(unavailable('postgres'))('npm run backup without a usable pg_dump', () => {
    let source: Site;
    let tools: string;
    beforeAll(async () => {
      source = await site('postgres');
      await (await source.open()).app.ready();
      tools = path.join(source.dataDir, 'bin');
      await mkdir(tools);
      // Only what npm needs to run a script on PATH, and a pg_dump when a test puts one there.
      for (const tool of ['node', 'npm', 'sh']) await symlink(await which(tool), path.join(tools, tool));
    });

    it(
      'says pg_dump is missing',
      async () => {
        const result = await runScript('backup', [], { ...source.env, PATH: tools });
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/^pg_dump is not installed \(apt-get install postgresql-client/);
      },
      SCRIPT_MS,
    );

    it(
      'says when pg_dump is older than the server, writing no archive',
      async () => {
        await writeFile(path.join(tools, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
        await chmod(path.join(tools, 'pg_dump'), 0o755);
        const result = await runScript('backup', [], { ...source.env, PATH: tools });
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /^pg_dump 9 cannot dump a PostgreSQL \d+ server; put pg_dump \d+ or newer first on PATH/,
        );
        expect(await filesUnder(path.join(source.dataDir, 'backups'))).toEqual(new Map());
      },
      SCRIPT_MS,
    );
  });

function run(command: string, args: string[]): Promise<string> {
  return promisify(execFile)(command, args).then(({ stdout }) => stdout);
}

async function which(tool: string): Promise<string> {
  return realpath((await run('sh', ['-c', `command -v ${tool}`])).trim());
}
