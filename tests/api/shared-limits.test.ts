import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayIn } from '../../src/server/lib/wording';
import {
  addressThrottledMessage,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../src/server/modules/auth/auth.service';
import { emailMinuteThrottled } from '../../src/server/modules/reader-auth/reader-auth.service';
import { VISIT_RATE_LIMIT_MESSAGE } from '../../src/server/modules/visits/visits.routes';
import { UPLOADS_PER_ADMIN, UPLOADS_THROTTLED, VISITS_PER_ADDRESS } from '../../src/server/plugins/rate-limits';
import { INVALID_CREDENTIALS } from '../../src/shared/schemas/auth';
import { postgresAvailable, testedDialects } from '../helpers/app';
import { buildAdmin, TEST_PASSWORD } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { freshReader, postAuth } from '../helpers/reader-auth';
import { describeWithRedis } from '../helpers/redis';
import { createTwoInstances, type Instance } from '../helpers/redis-instances';

const login = ({ app }: Instance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email, password } });
const visit = ({ app }: Instance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/visit', remoteAddress });

// Two instances on one database and one Redis count every limit once, whichever instance a call reaches (decision 210).
describeWithRedis('limits shared by two instances', () => {
  for (const dialect of testedDialects) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(dialect, () => {
      let instances: Awaited<ReturnType<typeof createTwoInstances>>;
      let a: Instance;
      let b: Instance;
      beforeAll(async () => {
        instances = await createTwoInstances(dialect);
        ({ a, b } = instances);
      });
      afterAll(() => instances.close());

      it('locks out wrong admin passwords alternating between the instances at the one-instance count', async () => {
        const { admin } = await buildAdmin(a.ctx);
        for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ADDRESS; attempt += 1) {
          const answer = await login(attempt % 2 ? b : a, admin.email, `wrong ${attempt}`, '10.9.0.1');
          expect(answer, `attempt ${attempt + 1}`).toFailWith(401, INVALID_CREDENTIALS);
        }
        for (const instance of [a, b]) {
          expect(await login(instance, admin.email, TEST_PASSWORD, '10.9.0.1')).toAnswer(429, {
            success: false,
            message: addressThrottledMessage(LOGIN_FAILURE_WINDOW_MS / 1000),
          });
        }
        expect((await login(b, admin.email, TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
      });

      it('sends one code a minute to an email, whichever instance is asked', async () => {
        const reader = freshReader();
        expect((await postAuth(a, 'sentotp', { email: reader.email }, reader.address)).statusCode).toBe(200);
        const again = await postAuth(b, 'sentotp', { email: reader.email }, freshReader().address);
        expect(again.statusCode).toBe(429);
        // The wait is a minute less the time between the two calls.
        expect([58, 59, 60].map((seconds) => sayIn('en', emailMinuteThrottled(seconds)))).toContain(
          again.json().message,
        );
      });

      it('counts a route rate limit over both instances', async () => {
        const address = '192.0.2.201';
        for (let call = 0; call < VISITS_PER_ADDRESS.max; call += 1) {
          expect((await visit(call % 2 ? b : a, address)).statusCode, `call ${call + 1}`).toBe(200);
        }
        for (const instance of [a, b]) {
          expect(await visit(instance, address)).toAnswer(429, { success: false, message: VISIT_RATE_LIMIT_MESSAGE });
        }
      });

      it("counts an admin's uploads over both instances", async () => {
        const editor = await buildAdmin(a.ctx, { permissions: { canAdd: true } });
        // A form without its file is refused cheaply (400) yet counts as an upload.
        const upload = async ({ app }: Instance) => {
          const form = await multipart({ note: 'no file' });
          return app.inject({
            method: 'POST',
            url: '/api/v1/image/multi',
            headers: { ...editor.auth, ...form.headers },
            payload: form.payload,
          });
        };
        for (let call = 0; call < UPLOADS_PER_ADMIN.max; call += 1) {
          expect((await upload(call % 2 ? b : a)).statusCode, `upload ${call + 1}`).toBe(400);
        }
        for (const instance of [a, b]) {
          expect(await upload(instance)).toAnswer(429, { success: false, message: UPLOADS_THROTTLED });
        }
      });

      it('counts a visit once across both instances', async () => {
        await instances.db.deleteFrom('visits').execute();
        expect(await visit(a, '198.51.100.77')).toAnswer(200, { success: true, counted: true });
        expect(await visit(b, '198.51.100.77')).toAnswer(200, { success: true, counted: false });
        const rows = await instances.db.selectFrom('visits').select('count').execute();
        expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(1);
      });

      it('writes only keys under the site prefix, each with an expiry', async () => {
        const redis = a.ctx.redis as Redis;
        const keys = await redis.keys(`${instances.prefix}*`);
        expect(keys.some((key) => key.includes('throttle:login-address:'))).toBe(true);
        expect(keys.some((key) => key.includes('rate-limit:'))).toBe(true);
        expect(keys.some((key) => key.includes('visit:'))).toBe(true);
        for (const key of keys) expect(await redis.pttl(key), key).toBeGreaterThan(0);
      });
    });
  }
});
