import { ApiError, createApi, NO_ANSWER } from '../../shared/api-client';
import { forgetReaderSession, readReaderSession } from './session';

/**
 * The typed API client (decision 120) as the reader islands use it: the stored reader token on each
 * call, and a 401 (expired, signed out everywhere, erased) forgets the session, so the header shows
 * 'Sign in' again. About 3 KB gzipped, shared by the reader islands' chunks (decision 166).
 */
export const readerApi = createApi({
  token: () => readReaderSession()?.token,
  onUnauthorized: forgetReaderSession,
});

/** What a refused or failed call says to the reader: the server's message, else that it could not be reached. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : NO_ANSWER;
}

/** The server's message for each field it refused (the shared schema's words), empty for none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}
