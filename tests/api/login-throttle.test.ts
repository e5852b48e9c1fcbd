import { expect, it } from 'vitest';
import {
  accountThrottledMessage,
  addressThrottledMessage,
  deviceThrottledMessage,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_DEVICE,
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

describeEachDialect('login throttle with device cookies', (t) => {
  type Cookie = { name: string; value: string };
  const login = (email: string, password: string, remoteAddress: string, device?: Cookie) =>
    t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      payload: { email, password },
      ...(device ? { cookies: { [device.name]: device.value } } : {}),
    });

  async function deviceOf(email: string): Promise<Cookie> {
    const response = await login(email, TEST_PASSWORD, '10.9.0.1');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'login_device');
    expect(cookie).toBeDefined();
    return cookie as Cookie;
  }

  /** Wrong passwords at the account from as many addresses, until unknown browsers are locked out. */
  const lockOut = (email: string, from: string) =>
    Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT + 5 }, (_, i) => login(email, `guess ${i}`, `${from}.${i}`)),
    );

  it('gives a browser that signed in a signed, httpOnly, strict cookie for the login call alone', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const response = await login(admin.email, TEST_PASSWORD, '10.9.1.1');
    expect(response.cookies).toEqual([
      expect.objectContaining({
        name: 'login_device',
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/v1/auth/login',
        expires: expect.any(Date),
      }),
    ]);
    const [cookie] = response.cookies;
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 30 * 24 * 60 * 60 * 1000);
  });

  it("lets the editor's own browser sign in while an attacker has locked the account for every other browser", async () => {
    const { admin } = await buildAdmin(t().ctx);
    const device = await deviceOf(admin.email);
    const attack = await lockOut(admin.email, '10.9.2');
    expect(attack.filter((response) => response.statusCode === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);

    const unknown = await login(admin.email, TEST_PASSWORD, '10.9.3.1');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual({ success: false, message: accountThrottledMessage(WINDOW_SECONDS) });
    // Even from an address the attacker used: the device, not the address, is counted.
    const known = await login(admin.email, TEST_PASSWORD, '10.9.2.1', device);
    expect(known.statusCode).toBe(200);
    expect(known.json().user.email).toBe(admin.email);
    // Its success does not lift the lockout of unknown browsers.
    expect((await login(admin.email, TEST_PASSWORD, '10.9.3.2')).statusCode).toBe(429);
  });

  it('gives no way past the lockout to a forged cookie or to the cookie of another account', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const other = await buildAdmin(t().ctx);
    const otherDevice = await deviceOf(other.admin.email);
    const ownDevice = await deviceOf(admin.email);
    await lockOut(admin.email, '10.9.4');

    const [id, expires] = ownDevice.value.split('.');
    const unsignedClaim = `${id}.${expires}.${Buffer.from(admin.email.toLowerCase()).toString('base64url')}`;
    const forgeries: Cookie[] = [
      otherDevice,
      { name: 'login_device', value: unsignedClaim },
      { name: 'login_device', value: `${unsignedClaim}.forgedsignature` },
      { name: 'login_device', value: `${ownDevice.value.slice(0, -2)}xx` },
    ];
    for (const cookie of forgeries) {
      const response = await login(admin.email, TEST_PASSWORD, '10.9.5.1', cookie);
      expect(response.statusCode, cookie.value).toBe(429);
      expect(response.json().message).toBe(accountThrottledMessage(WINDOW_SECONDS));
    }
  });

  it('locks the device out after its own few failures, even for the right password, and only that device', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const device = await deviceOf(admin.email);
    const failures = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_DEVICE + 3 }, (_, i) =>
        login(admin.email, `typo ${i}`, '10.9.6.1', device),
      ),
    );
    expect(failures.filter((response) => response.statusCode === 401)).toHaveLength(LOGIN_FAILURES_PER_DEVICE);
    const refused = failures.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toEqual({ success: false, message: deviceThrottledMessage(WINDOW_SECONDS) });

    expect((await login(admin.email, TEST_PASSWORD, '10.9.6.1', device)).json()).toEqual({
      success: false,
      message: deviceThrottledMessage(WINDOW_SECONDS),
    });
    // The account itself is not locked: the device's failures were not counted against it.
    expect((await login(admin.email, TEST_PASSWORD, '10.9.7.1')).statusCode).toBe(200);
  });
});
