/**
 * Where the back office's session lives in the browser (docs/product.md, Sign-in and sessions: token and
 * user in local storage), shared by the public site's login page and footer link and by the back office.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Whether a token is stored; storage that cannot be read (blocked by the browser) counts as none. */
export function hasStoredToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/** Keeps the login answer's token and user (as JSON) for the back office to restore. */
export function storeSession(token: string, user: object): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** The stored token and user, or null when either is missing or the user is not readable JSON. */
export function readSession<User>(): { token: string; user: User } | null {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const user = window.localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    return { token, user: JSON.parse(user) as User };
  } catch {
    return null;
  }
}

/** Forgets the session (Logout, or a 401 from the API). */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } catch {
    // Storage the browser blocks holds no session to forget.
  }
}
