/**
 * Where the back office's session lives in the browser (spec §3 'Session': token and user in local
 * storage), shared by the public site's login page and footer link and by the back office.
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
