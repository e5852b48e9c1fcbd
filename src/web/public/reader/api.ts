import type { LangCode } from '../../../shared/language';
import { readerCallMessages } from '../../../shared/messages/reader';
import type { ApiAnswer, ApiBody, ApiQuery, PathOf } from '../../shared/api-client';
import { forgetReaderSession, readReaderSession } from './session';

/** The page's language, which the API is asked to answer in (decision 269). */
function pageLang(): LangCode {
  return document.documentElement.lang === 'en' ? 'en' : 'hi';
}

/** What the islands show when the server could not be reached. */
function noAnswer(): string {
  return readerCallMessages.noAnswer[pageLang()];
}

/** A refused or failed call: the server's `message`, its status and its words for each field. */
export class ReaderCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Refusal = { success?: boolean; message?: string; errors?: Record<string, string> };

/**
 * One call of the JSON API from a reader island, typed by the OpenAPI document like the typed client
 * (decision 120), in plain fetch: openapi-fetch would add 3 KB gzipped to every page's sign-in
 * (decision 166). Sends the stored reader token; a 401 (expired, signed out everywhere, erased)
 * forgets the session, so the header shows 'Sign in' again. Asks for answers in the page's language.
 */
export async function readerCall<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  body?: ApiBody<M, P>,
): Promise<ApiAnswer<M, P>> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLang() };
  const token = readReaderSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: method.toUpperCase(),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ReaderCallError(noAnswer(), 0);
  }
  const answer = (await response.json().catch(() => ({}))) as Refusal;
  if (response.status === 401) forgetReaderSession();
  if (!response.ok || answer.success === false)
    throw new ReaderCallError(
      answer.message || `${response.status} ${response.statusText}`,
      response.status,
      answer.errors,
    );
  return answer as ApiAnswer<M, P>;
}

/** A documented GET with its query (a list's page), as `readerCall` sends it. */
export function readerGet<P extends PathOf<'get'>>(path: P, query: ApiQuery<'get', P>): Promise<ApiAnswer<'get', P>> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return readerCall('get', `${path}?${search}` as P);
}

/** What a refused or failed call says to the reader: the server's message, else that it could not be reached. */
export function messageOf(error: unknown): string {
  return error instanceof ReaderCallError ? error.message : noAnswer();
}

/** The server's message for each field it refused (the shared schema's words), empty for none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ReaderCallError ? error.errors : {};
}
