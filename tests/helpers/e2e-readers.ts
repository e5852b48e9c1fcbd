import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../../src/server/db/client';
import { newId } from '../../src/server/lib/ids';
import { createTokenKeys } from '../../src/server/lib/tokens';
import { insertComment, recountArticleComments } from '../../src/server/modules/comments/comments.repository';
import { READER_SESSION_KEY } from '../../src/web/public/reader/session';
import type { OpenedPage, Site } from './e2e';
import { insertReader } from './factories';

export type E2eReader = { id: string; name: string; email: string; auth: { authorization: string } };

/**
 * A reader account written into a file's own server's database, with a session token signed by the
 * server's secret, as a reader's sign-in would give (decision 145): the API has no call that makes one
 * without a mailbox.
 */
export async function addReader(site: Site, name: string): Promise<E2eReader> {
  const db = createDb({ dialect: 'sqlite', file: path.join(site.dataDir, 'news.sqlite') });
  const reader = await insertReader(db, { name, replyMail: false }).finally(() => db.destroy());
  const secret = process.env.JWT_SECRET || readFileSync(path.join(site.dataDir, 'jwt-secret'), 'utf8').trim();
  const token = await createTokenKeys(secret).sign({ kind: 'reader', id: reader.id, version: 1 });
  return { ...reader, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Moves the reader's comments on a file's own server back in time, as if posted `seconds` earlier,
 * so the next one is not refused by the 30 seconds between comments (docs/product.md, Comments).
 */
export async function ageReaderComments(site: Site, readerId: string, seconds = 40): Promise<void> {
  const db = createDb({ dialect: 'sqlite', file: path.join(site.dataDir, 'news.sqlite') });
  try {
    const rows = await db
      .selectFrom('comments')
      .select(['id', 'created_at'])
      .where('reader_id', '=', readerId)
      .execute();
    for (const row of rows) {
      const created = new Date(Date.parse(row.created_at) - seconds * 1000).toISOString();
      await db.updateTable('comments').set({ created_at: created }).where('id', '=', row.id).execute();
    }
    // The interval is claimed on the reader's row (decision 190).
    const reader = await db
      .selectFrom('readers')
      .select('last_comment_at')
      .where('id', '=', readerId)
      .executeTakeFirst();
    if (reader?.last_comment_at) {
      const last = new Date(Date.parse(reader.last_comment_at) - seconds * 1000).toISOString();
      await db.updateTable('readers').set({ last_comment_at: last }).where('id', '=', readerId).execute();
    }
  } finally {
    await db.destroy();
  }
}

/**
 * The reader's comments written straight into the server's database, a minute apart going back from
 * an hour ago: the API takes one comment per 30 seconds from a reader.
 */
export async function addOlderComments(
  site: Site,
  reader: E2eReader,
  newsId: string,
  comments: { text: string; status: 'visible' | 'pending' }[],
): Promise<void> {
  const db = createDb({ dialect: 'sqlite', file: path.join(site.dataDir, 'news.sqlite') });
  const start = Date.now() - 60 * 60 * 1000;
  try {
    await db.transaction().execute(async (trx) => {
      for (const [index, comment] of comments.entries()) {
        await insertComment(trx, {
          id: newId(),
          news_id: newsId,
          reader_id: reader.id,
          parent_id: null,
          body: comment.text,
          status: comment.status,
          hold_reason: comment.status === 'pending' ? 'pre-moderation' : null,
          like_count: 0,
          report_count: 0,
          reviewed_at: null,
          edited_at: null,
          created_at: new Date(start - index * 60_000).toISOString(),
          notify_comment_id: null,
        });
      }
      await recountArticleComments(trx, [newsId]);
    });
  } finally {
    await db.destroy();
  }
}

/**
 * A page at `width` whose browser holds `reader`'s session as a sign-in leaves it (none for null).
 * The site's policy is bypassed only for the axe checks, which add their script to the page.
 */
export async function openReaderPage(
  site: Site,
  reader: E2eReader | null,
  width: number,
  { forAxe = false } = {},
): Promise<OpenedPage> {
  const opened = await site.openPage(width, { bypassCSP: forAxe });
  if (reader) {
    const session = {
      token: reader.auth.authorization.replace('Bearer ', ''),
      user: { _id: reader.id, name: reader.name, email: reader.email },
    };
    await opened.page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [READER_SESSION_KEY, JSON.stringify(session)],
    );
  }
  return opened;
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
