import { type AdminUser, INVALID_CREDENTIALS, type LoginInput } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import type { FailureThrottle } from '../../lib/failure-throttle';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createFailureThrottle } from '../../lib/redis-failure-throttle';
import { sharedStoreOf } from '../../lib/shared-store';
import type { Actor } from '../../plugins/auth';
import { presentAdmin } from '../admins/admins.presenter';
import { findAdminByEmail, findAdminById } from '../admins/admins.repository';
import { findReaderById } from '../readers/readers.repository';
import { type LoginDevice, loginDeviceFor, loginDeviceValue, newLoginDevice } from './login-device';

/** Failed logins one address may make in the window: a shared newsroom address survives a few typos. */
export const LOGIN_FAILURES_PER_ADDRESS = 10;
/** Failed logins one account may take from all addresses together; above the per-address limit, so one address alone never locks an editor out. */
export const LOGIN_FAILURES_PER_ACCOUNT = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins a browser with the account's device cookie may make in the window, instead of the limits above (decision 141). */
export const LOGIN_FAILURES_PER_DEVICE = 5;

const waitText = (seconds: number) => `Try again in ${Math.ceil(seconds / 60)} minute(s).`;
export const addressThrottledMessage = (seconds: number) => `Too many failed login attempts. ${waitText(seconds)}`;
export const accountThrottledMessage = (seconds: number) =>
  `Too many failed login attempts for this account. ${waitText(seconds)}`;
export const deviceThrottledMessage = (seconds: number) =>
  `Too many failed login attempts from this browser. ${waitText(seconds)}`;

/** A successful login: the session, and the device cookie value to give the browser. */
export type AdminLogin = { token: string; user: AdminUser; device: { value: string; expiresAt: number } };

// Verifying against a real hash for unknown emails keeps both failures equally slow.
let decoyHash: Promise<string> | undefined;

export function createAuthService(ctx: AppContext) {
  // Shared by every instance when the site has Redis (decision 210).
  const shared = sharedStoreOf(ctx);
  const windowMs = LOGIN_FAILURE_WINDOW_MS;
  const throttles: Record<'byAddress' | 'byAccount' | 'byDevice', FailureThrottle> = {
    byAddress: createFailureThrottle(shared, 'login-address', { max: LOGIN_FAILURES_PER_ADDRESS, windowMs }),
    byAccount: createFailureThrottle(shared, 'login-account', { max: LOGIN_FAILURES_PER_ACCOUNT, windowMs }),
    byDevice: createFailureThrottle(shared, 'login-device', { max: LOGIN_FAILURES_PER_DEVICE, windowMs }),
  };

  /**
   * Counts the attempt against its address, then its account, before the slow hash (docs/decisions/065):
   * parallel guesses cannot all pass the check. An attempt refused by one limit is not counted by the other.
   */
  async function takeLoginSlots(address: string, account: string): Promise<void> {
    const addressWait = await throttles.byAddress.take(address);
    if (addressWait > 0) throw tooManyRequests(addressThrottledMessage(addressWait));
    const accountWait = await throttles.byAccount.take(account);
    if (accountWait > 0) {
      await throttles.byAddress.release(address);
      throw tooManyRequests(accountThrottledMessage(accountWait));
    }
  }

  /** A browser known to the account counts only its own failures: others' guesses cannot lock it out (decision 141). */
  async function takeDeviceSlot(device: LoginDevice): Promise<void> {
    const wait = await throttles.byDevice.take(device.id);
    if (wait > 0) throw tooManyRequests(deviceThrottledMessage(wait));
  }

  return {
    /** `deviceCookie`: the verified value of the browser's device cookie, if it sent one. */
    async loginAdmin(input: LoginInput, address: string, deviceCookie?: string): Promise<AdminLogin> {
      const account = input.email.toLowerCase();
      const now = Date.now();
      const device = loginDeviceFor(deviceCookie, account, now);
      if (device) await takeDeviceSlot(device);
      else await takeLoginSlots(address, account);
      const admin = await findAdminByEmail(ctx.db, account);
      decoyHash ??= hashPassword('decoy-password-for-timing');
      const valid = await verifyPassword(admin?.password_hash ?? (await decoyHash), input.password);
      if (!admin || !valid) throw unauthorized(INVALID_CREDENTIALS);
      // The owner proved the password. A known browser forgets its own failures and leaves the
      // account's count to run out, so an attacker's lockout of unknown browsers stays; otherwise the
      // account's count starts afresh and the address keeps its earlier failures.
      if (device) await throttles.byDevice.reset(device.id);
      else await Promise.all([throttles.byAddress.release(address), throttles.byAccount.reset(account)]);
      const token = await ctx.tokens.sign({ kind: 'admin', id: admin.id, version: admin.token_version });
      const issued = newLoginDevice(account, now);
      return {
        token,
        user: presentAdmin(admin),
        device: { value: loginDeviceValue(issued), expiresAt: issued.expiresAt },
      };
    },

    /** Who a bearer token speaks for, re-read from the database so deletions and changes bite at once. */
    async resolveActor(token: string): Promise<Actor | null> {
      const subject = await ctx.tokens.verify(token);
      if (!subject) return null;
      if (subject.kind === 'admin') {
        const admin = await findAdminById(ctx.db, subject.id);
        return admin && admin.token_version === subject.version ? { kind: 'admin', admin } : null;
      }
      const reader = await findReaderById(ctx.db, subject.id);
      return reader && reader.token_version === subject.version ? { kind: 'reader', readerId: reader.id } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
