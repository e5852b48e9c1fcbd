import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const run = promisify(execFile);
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

type LintReport = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
};

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let dir: string;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('passes redocly lint with the recommended rules, without an error or a warning', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, response.body);

    // Exit status 1 on errors; the JSON report lists warnings too. Nothing is sent anywhere.
    const { stdout } = await run(process.execPath, [redocly, 'lint', file, '--format=json'], {
      cwd: dir,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation with a stable id from its method and path', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/openapi.json' })).json();
    expect(document.paths['/api/v1/news/{idOrSlug}'].get.operationId).toBe('getNewsByIdOrSlug');
    expect(document.paths['/api/v1/admin/update/{id}'].put.operationId).toBe('putAdminUpdateById');
    expect(document.paths['/api/v1/auth/login'].post.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths['/api/v1/users'].get.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(document.paths['/api/v1/users'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
  });
});
