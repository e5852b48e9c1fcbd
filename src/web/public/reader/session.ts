/**
 * The signed-in reader's session in this browser (decision 145): the token and the reader's public
 * fields under one localStorage key, read by the header and the reader islands. Plain code without
 * React or zod, so the header can show the reader's name on every page for a few hundred bytes.
 */
import type { ReaderUser } from '../../../shared/schemas/reader-auth';

export const READER_SESSION_KEY = 'reader-session';
/** Announced on `window` when this tab signs in, saves the name or signs out; other tabs hear `storage`. */
const READER_SESSION_EVENT = 'reader-session';

export type ReaderSession = { token: string; user: ReaderUser };

/** The stored text as a session, or null when it is missing or not one (an old shape, a hand edit). */
export function parseReaderSession(stored: string | null): ReaderSession | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { token?: unknown; user?: Partial<Record<keyof ReaderUser, unknown>> };
    const user = value?.user;
    if (typeof value?.token !== 'string' || value.token === '' || !user) return null;
    if (typeof user._id !== 'string' || typeof user.name !== 'string' || typeof user.email !== 'string') return null;
    return value as ReaderSession;
  } catch {
    return null;
  }
}

/** The stored session; storage the browser blocks holds none. */
export function readReaderSession(): ReaderSession | null {
  try {
    return parseReaderSession(window.localStorage.getItem(READER_SESSION_KEY));
  } catch {
    return null;
  }
}

function announce(session: ReaderSession | null): void {
  window.dispatchEvent(new CustomEvent<ReaderSession | null>(READER_SESSION_EVENT, { detail: session }));
}

/** Keeps the session (a sign-in, or the account page's saved name) and tells this tab's header. */
export function storeReaderSession(session: ReaderSession): void {
  window.localStorage.setItem(READER_SESSION_KEY, JSON.stringify(session));
  announce(session);
}

/** Forgets the session (sign out, a deleted account, or a 401 from the API) and tells this tab's header. */
export function forgetReaderSession(): void {
  try {
    window.localStorage.removeItem(READER_SESSION_KEY);
  } catch {
    // Storage the browser blocks holds no session to forget.
  }
  announce(null);
}

/** Calls `listener` whenever the session changes, in this tab or another; answers the unsubscribe. */
export function onReaderSessionChange(listener: (session: ReaderSession | null) => void): () => void {
  const inThisTab = (event: Event) => listener((event as CustomEvent<ReaderSession | null>).detail);
  const inAnotherTab = (event: StorageEvent) => {
    if (event.key === READER_SESSION_KEY || event.key === null) listener(readReaderSession());
  };
  window.addEventListener(READER_SESSION_EVENT, inThisTab);
  window.addEventListener('storage', inAnotherTab);
  return () => {
    window.removeEventListener(READER_SESSION_EVENT, inThisTab);
    window.removeEventListener('storage', inAnotherTab);
  };
}
