import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../../src/server/db/client';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { createTokenKeys } from '../../src/server/lib/tokens';
import type { Site } from './e2e';

export type E2eReader = { id: string; name: string; email: string; auth: { authorization: string } };

let sequence = 0;

/**
 * A reader account written into a file's own server's database, with a session token signed by the
 * server's secret, as a reader's sign-in would give (decision 145): the API has no call that makes one
 * without a mailbox.
 */
export async function addReader(site: Site, name: string): Promise<E2eReader> {
  sequence += 1;
  const id = newId();
  const email = `e2e-reader${sequence}-${id.slice(-6)}@example.com`;
  const now = nowIso();
  const db = createDb({ dialect: 'sqlite', file: path.join(site.dataDir, 'news.sqlite') });
  try {
    await db
      .insertInto('readers')
      .values({
        id,
        name,
        email,
        location: 'Jaipur',
        token_version: 1,
        created_at: now,
        updated_at: now,
        status: 'active',
        suspended_until: null,
        reply_mail: 0,
      })
      .execute();
  } finally {
    await db.destroy();
  }
  const secret = process.env.JWT_SECRET || readFileSync(path.join(site.dataDir, 'jwt-secret'), 'utf8').trim();
  const token = await createTokenKeys(secret).sign({ kind: 'reader', id, version: 1 });
  return { id, name, email, auth: { authorization: `Bearer ${token}` } };
}

/** A call to /api/v1 as a reader, answering the status and body whatever they are. */
export async function readerCall<T = Record<string, unknown>>(
  site: Site,
  reader: E2eReader | null,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...reader?.auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${site.url}/api/v1${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
