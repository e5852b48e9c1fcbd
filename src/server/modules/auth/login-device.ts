import { randomBytes } from 'node:crypto';

/**
 * The device cookie of a browser that has signed in to an account before (OWASP "Slow Down Online
 * Guessing Attacks with Device Cookies", decision 141). Its value names the account (the
 * lower-cased email, as the login throttle keys it), a random id the device's own failures are
 * counted by, and its own expiry; the route signs it with the context's cookie secret, so only
 * this server can mint one.
 */

/** How long a browser stays known after its last successful login. */
export const LOGIN_DEVICE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export type LoginDevice = { id: string; account: string; expiresAt: number };

/** A new device for an account that just proved its password. */
export function newLoginDevice(account: string, now: number): LoginDevice {
  return { id: randomBytes(16).toString('base64url'), account, expiresAt: now + LOGIN_DEVICE_LIFETIME_MS };
}

export function loginDeviceValue(device: LoginDevice): string {
  return `${device.id}.${device.expiresAt}.${Buffer.from(device.account).toString('base64url')}`;
}

/** The device a verified cookie value names, if it is well formed, unexpired and for this account. */
export function loginDeviceFor(value: string | undefined, account: string, now: number): LoginDevice | undefined {
  const [id, expires, encodedAccount, ...rest] = value?.split('.') ?? [];
  if (!id || !DEVICE_ID.test(id) || !encodedAccount || rest.length > 0) return undefined;
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return undefined;
  if (Buffer.from(encodedAccount, 'base64url').toString() !== account) return undefined;
  return { id, account, expiresAt };
}
