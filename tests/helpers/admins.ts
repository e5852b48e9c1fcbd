import { expect } from 'vitest';
import type { TestApp } from './app';

/** A password no factory uses, so finding it anywhere means it leaked. */
export const NEW_PASSWORD = 'monsoon-desk-2026';

export function adminRow(t: () => TestApp, id: string) {
  return t().db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function auditLines(t: () => TestApp, entityId: string) {
  return t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).execute();
}

/** No password field, no argon2 hash and no plain password in a body, log or audit line. */
export function expectNoSecrets(text: string) {
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain('$argon2');
  expect(text).not.toContain(NEW_PASSWORD);
}
