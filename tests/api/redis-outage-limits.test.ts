import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayIn } from '../../src/server/lib/wording';
import {
  addressThrottledMessage,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../src/server/modules/auth/auth.service';
import { emailMinuteThrottled } from '../../src/server/modules/reader-auth/reader-auth.service';
import { VISIT_RATE_LIMIT_MESSAGE } from '../../src/server/modules/visits/visits.routes';
import { VISITS_PER_ADDRESS } from '../../src/server/plugins/rate-limits';
import { INVALID_CREDENTIALS } from '../../src/shared/schemas/auth';
import { createTestApp, postgresAvailable, type TestApp, testedDialects } from '../helpers/app';
import { buildAdmin, TEST_PASSWORD } from '../helpers/factories';
import { freshReader, postAuth } from '../helpers/reader-auth';
import { describeWithRedis } from '../helpers/redis';
import { connectedRedis, createCuttableRedisProxy, unusedRedisUrl } from '../helpers/redis-instances';

/** The site on a fresh database with REDIS_URL set to `url`. */
const siteWithRedisAt = (dialect: TestApp['dialect'], url: string) =>
  createTestApp(dialect, { env: { REDIS_URL: url } });

/** Every limit keeps its answers from this process's memory while Redis fails (decision 211). */
function limitCases(t: () => TestApp) {
  const login = (password: string, email: string, remoteAddress: string) =>
    t().app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email, password } });
  const visit = (remoteAddress: string) => t().app.inject({ method: 'POST', url: '/api/v1/visit', remoteAddress });

  it('signs editors in and still locks out wrong passwords at the documented count', async () => {
    const { admin } = await buildAdmin(t().ctx);
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ADDRESS; attempt += 1) {
      expect(await login(`wrong ${attempt}`, admin.email, '10.8.0.1')).toFailWith(401, INVALID_CREDENTIALS);
    }
    expect(await login(TEST_PASSWORD, admin.email, '10.8.0.1')).toAnswer(429, {
      success: false,
      message: addressThrottledMessage(LOGIN_FAILURE_WINDOW_MS / 1000),
    });
    expect((await login(TEST_PASSWORD, admin.email, '10.8.0.2')).statusCode).toBe(200);
  });

  it('sends a reader a code, and refuses a second within the minute', async () => {
    const reader = freshReader();
    expect((await postAuth(t(), 'sentotp', { email: reader.email }, reader.address)).statusCode).toBe(200);
    const again = await postAuth(t(), 'sentotp', { email: reader.email }, reader.address);
    expect(again.statusCode).toBe(429);
    expect([58, 59, 60].map((seconds) => sayIn('en', emailMinuteThrottled(seconds)))).toContain(again.json().message);
  });

  it('counts a visit once per address and keeps the route rate limit', async () => {
    expect(await visit('198.51.100.88')).toAnswer(200, { success: true, counted: true });
    expect(await visit('198.51.100.88')).toAnswer(200, { success: true, counted: false });
    for (let call = 2; call < VISITS_PER_ADDRESS.max; call += 1) {
      expect((await visit('198.51.100.88')).statusCode, `call ${call + 1}`).toBe(200);
    }
    expect(await visit('198.51.100.88')).toAnswer(429, { success: false, message: VISIT_RATE_LIMIT_MESSAGE });
  });
}

for (const dialect of testedDialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`limits [${dialect}]`, () => {
    describe('while nothing answers at REDIS_URL', () => {
      let site: TestApp;
      beforeAll(async () => {
        site = await siteWithRedisAt(dialect, await unusedRedisUrl());
      });
      afterAll(() => site.close());
      it('starts without a Redis connection', () => {
        expect(site.ctx.redis?.status).not.toBe('ready');
      });
      limitCases(() => site);
    });

    describeWithRedis('once Redis stops answering mid-way', () => {
      let site: TestApp;
      let proxy: Awaited<ReturnType<typeof createCuttableRedisProxy>>;
      beforeAll(async () => {
        proxy = await createCuttableRedisProxy();
        site = await siteWithRedisAt(dialect, proxy.url);
        if (site.ctx.redis) await connectedRedis(site.ctx.redis);
        proxy.cut();
      });
      afterAll(async () => {
        await site.close();
        await proxy.close();
      });
      limitCases(() => site);
    });
  });
}
