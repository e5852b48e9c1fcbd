import type { OpenedPage, Site } from './e2e';

export type AdminSession = {
  token: string;
  user: { _id: string; name: string; role: string } & Record<string, unknown>;
};

/** Signs in through the API, as the login page would, and returns what it stores. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<AdminSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const answer = (await response.json()) as { success: boolean; message?: string } & AdminSession;
  if (!answer.success) throw new Error(`Sign-in of ${email} failed: ${answer.message}`);
  return { token: answer.token, user: answer.user };
}

/**
 * A page in a fresh browser context holding `session` in local storage (where /login keeps it),
 * opened at `path`. The session is written before any page script runs, once per tab, so a test can
 * watch the app forget it.
 */
export async function openAdmin(
  site: Site,
  session: AdminSession,
  path: string,
  {
    width = 1280,
    height = 900,
    bypassCSP = false,
    timezoneId,
    hasTouch,
  }: { width?: number; height?: number; bypassCSP?: boolean; timezoneId?: string; hasTouch?: boolean } = {},
): Promise<OpenedPage> {
  // bypassCSP only for axe scans: the CSP rightly refuses the injected axe script.
  const opened = await site.openPage(width, { height, bypassCSP, timezoneId, hasTouch });
  await opened.page.context().addInitScript(
    ([token, user]) => {
      if (!window.sessionStorage.getItem('e2e-session-written')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
        window.sessionStorage.setItem('e2e-session-written', '1');
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await opened.page.goto(`${site.url}${path}`);
  return opened;
}

/** Calls the API as `session` (for setting up data and for checking that the server refuses what the UI hides). */
export async function apiAs<T = Record<string, unknown>>(
  baseUrl: string,
  session: AdminSession | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}
