import { expect, it } from 'vitest';
import {
  accountThrottledMessage,
  addressThrottledMessage,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../src/server/modules/auth/auth.service';
import { INVALID_CREDENTIALS } from '../../src/shared/schemas/auth';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, TEST_PASSWORD } from '../helpers/factories';

const WINDOW_SECONDS = LOGIN_FAILURE_WINDOW_MS / 1000;

describeEachDialect('login throttle under parallel guessing', (t) => {
  const login = (email: string, password: string, remoteAddress: string) =>
    t().app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email, password } });

  function tally(responses: Awaited<ReturnType<typeof login>>[]) {
    const tried = responses.filter((response) => response.statusCode === 401);
    const refused = responses.filter((response) => response.statusCode === 429);
    return { tried, refused };
  }

  it('tries at most the per-address limit of 300 parallel wrong passwords from one address', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(admin.email, `wrong guess ${i}`, '10.1.0.1')),
    );
    const { tried, refused } = tally(responses);
    expect(tried).toHaveLength(LOGIN_FAILURES_PER_ADDRESS);
    expect(tried[0]?.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(refused).toHaveLength(300 - LOGIN_FAILURES_PER_ADDRESS);
    expect(refused[0]?.json()).toEqual({ success: false, message: addressThrottledMessage(WINDOW_SECONDS) });

    const correctWhileLocked = await login(admin.email, TEST_PASSWORD, '10.1.0.1');
    expect(correctWhileLocked.statusCode).toBe(429);
    // One address cannot lock the editor out: from their own address they sign in at once.
    expect((await login(admin.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('tries at most the per-account limit of 300 parallel guesses from 300 addresses at one account', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(admin.email, `wrong guess ${i}`, `10.2.${i >> 8}.${i & 255}`)),
    );
    const { tried, refused } = tally(responses);
    expect(tried).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(refused).toHaveLength(300 - LOGIN_FAILURES_PER_ACCOUNT);
    expect(refused[0]?.json()).toEqual({ success: false, message: accountThrottledMessage(WINDOW_SECONDS) });

    const correctWhileLocked = await login(admin.email, TEST_PASSWORD, '10.2.9.9');
    expect(correctWhileLocked.statusCode).toBe(429);
    expect(correctWhileLocked.json().message).toBe(accountThrottledMessage(WINDOW_SECONDS));
    // The lock is the account's, not the address's: another account from the same address still signs in.
    const other = await buildAdmin(t().ctx);
    expect((await login(other.admin.email, TEST_PASSWORD, '10.2.9.9')).statusCode).toBe(200);
  });

  it('counts the account whatever case its email is typed in', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(i % 2 ? admin.email.toUpperCase() : admin.email, 'wrong guess', `10.3.0.${i}`),
      ),
    );
    expect(tally(responses).tried).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
  });

  it('starts the account afresh after its owner signs in', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const guesses = (count: number, from: string) =>
      Promise.all(Array.from({ length: count }, (_, i) => login(admin.email, 'wrong guess', `${from}.${i}`)));
    await guesses(LOGIN_FAILURES_PER_ACCOUNT - 1, '10.4.0');
    expect((await login(admin.email, TEST_PASSWORD, '10.4.1.1')).statusCode).toBe(200);
    expect(tally(await guesses(LOGIN_FAILURES_PER_ACCOUNT - 1, '10.4.2')).tried).toHaveLength(
      LOGIN_FAILURES_PER_ACCOUNT - 1,
    );
  });

  it('keeps the earlier failures of an address after a success from it', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const typos = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ADDRESS - 1 }, () => login(admin.email, 'typo', '10.5.0.1')),
    );
    expect(tally(typos).tried).toHaveLength(LOGIN_FAILURES_PER_ADDRESS - 1);
    expect((await login(admin.email, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    expect((await login(admin.email, 'one typo more', '10.5.0.1')).statusCode).toBe(401);
    expect((await login(admin.email, TEST_PASSWORD, '10.5.0.1')).json()).toEqual({
      success: false,
      message: addressThrottledMessage(WINDOW_SECONDS),
    });
  });
});
