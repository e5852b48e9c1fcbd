import { ADMIN_ROLES } from '../../shared/constants';
import type { AdminUser } from '../shared/api-entities';
import { clearSession, readSession, storeSession } from '../shared/session';

export type Session = { token: string; user: AdminUser };

/**
 * The signed-in admin as the login page stored it (docs/product.md, Sign-in and sessions), or null: a stored user
 * must carry an admin role and the permission flags the screens read, else it is no session.
 */
export function currentSession(): Session | null {
  const session = readSession<AdminUser>();
  if (!session) return null;
  const { user } = session;
  if (!user || !ADMIN_ROLES.includes(user.role) || typeof user.permissions !== 'object') return null;
  return session;
}

/** Keeps a fresher copy of the user (GET /auth/me), so changed permissions show without a new login. */
export function refreshStoredUser(user: AdminUser): void {
  const session = readSession<AdminUser>();
  if (session) storeSession(session.token, user);
}

/** The login page, outside this app: /login is a server-rendered page, so leaving needs a full page load. */
export const LOGIN_URL = '/login';

/** Ends the session and leaves for the login page (Logout goes home instead; a refused token comes here). */
export function endSessionAtLogin(): void {
  clearSession();
  window.location.replace(LOGIN_URL);
}

export { clearSession };
