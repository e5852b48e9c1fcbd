import { createApi } from '../shared/api-client';
import { currentSession, endSessionAtLogin } from './session';

/**
 * The API as the signed-in admin (the back office uses the HTTP API like any client, decision 120):
 * the stored token on every call, and a 401 ends the session at /login.
 */
export const api = createApi({ token: () => currentSession()?.token, onUnauthorized: endSessionAtLogin });
