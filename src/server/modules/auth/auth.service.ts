import { type AdminUser, INVALID_CREDENTIALS, type LoginInput } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { createFailureThrottle } from '../../lib/failure-throttle';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import { presentAdmin } from '../admins/admins.presenter';
import { findAdminByEmail, findAdminById } from '../admins/admins.repository';
import { findReaderById } from '../readers/readers.repository';

const LOGIN_FAILURES_ALLOWED = 5;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Verifying against a real hash for unknown emails keeps both failures equally slow.
let decoyHash: Promise<string> | undefined;

export function createAuthService(ctx: AppContext) {
  const failuresByAddress = createFailureThrottle({ max: LOGIN_FAILURES_ALLOWED, windowMs: LOGIN_FAILURE_WINDOW_MS });

  return {
    async loginAdmin(input: LoginInput, address: string): Promise<{ token: string; user: AdminUser }> {
      const wait = failuresByAddress.retryAfterSeconds(address);
      if (wait > 0) {
        throw tooManyRequests(`Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`);
      }
      const admin = await findAdminByEmail(ctx.db, input.email);
      decoyHash ??= hashPassword('decoy-password-for-timing');
      const valid = await verifyPassword(admin?.password_hash ?? (await decoyHash), input.password);
      if (!admin || !valid) {
        failuresByAddress.recordFailure(address);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      failuresByAddress.reset(address);
      const token = await ctx.tokens.sign({ kind: 'admin', id: admin.id, version: admin.token_version });
      return { token, user: presentAdmin(admin) };
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
