import { currentSession, endSessionAtLogin } from './session';

/** What the screens show when the server gave no message (each call's own generic texts live with it). */
const NO_ANSWER = 'The server could not be reached. Check your connection and try again.';

/** A refused or failed call: the server's `message` (docs/product.md, Screen feedback), its status, and per-field `errors`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Answer = { success?: boolean; message?: string; errors?: Record<string, string> };
type CallOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

/**
 * Calls `/api/v1{path}` as the signed-in admin: the back office uses the HTTP API any client uses
 * (docs/product.md, Back office). FormData goes as multipart, anything else as JSON. A 401 ends the session at /login; any
 * other refusal throws an ApiError carrying the server's message.
 */
export async function api<T extends Answer>(
  path: string,
  { method = 'GET', body, signal }: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const token = currentSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NO_ANSWER, 0);
  }
  const answer = (await response.json().catch(() => ({}))) as T;
  if (response.status === 401) {
    endSessionAtLogin();
    throw new ApiError(answer.message ?? 'Session ended', 401);
  }
  if (!response.ok || answer.success === false) {
    throw new ApiError(answer.message || `${response.status} ${response.statusText}`, response.status, answer.errors);
  }
  return answer;
}
