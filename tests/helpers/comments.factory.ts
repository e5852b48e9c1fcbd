import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect, vi } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import {
  type CommentRow,
  insertComment,
  recountArticleComments,
} from '../../src/server/modules/comments/comments.repository';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { type CommentSettings, defaultCommentSettings } from '../../src/shared/schemas/comments';
import type { TestApp } from './app';

export type ReaderAuth = { id: string; auth: { authorization: string } };

/** Saves the comments settings key (defaults for what is not named). */
export async function setCommentSettings(t: TestApp, settings: Partial<CommentSettings>): Promise<void> {
  await updateSettings(t.ctx, { comments: { ...defaultCommentSettings, ...settings } }, null);
}

const earlier = (iso: string, seconds: number) => new Date(Date.parse(iso) - seconds * 1000).toISOString();

/** Moves the reader's comments (and the interval rule's last comment time) back in time, as if posted `seconds` earlier. */
export async function ageComments(t: TestApp, readerId: string, seconds = 60): Promise<void> {
  const rows = await t.db
    .selectFrom('comments')
    .select(['id', 'created_at'])
    .where('reader_id', '=', readerId)
    .execute();
  for (const row of rows) {
    await t.db
      .updateTable('comments')
      .set({ created_at: earlier(row.created_at, seconds) })
      .where('id', '=', row.id)
      .execute();
  }
  const reader = await t.db
    .selectFrom('readers')
    .select('last_comment_at')
    .where('id', '=', readerId)
    .executeTakeFirst();
  if (reader?.last_comment_at) {
    await t.db
      .updateTable('readers')
      .set({ last_comment_at: earlier(reader.last_comment_at, seconds) })
      .where('id', '=', readerId)
      .execute();
  }
}

export function postComment(t: TestApp, reader: ReaderAuth, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/news/comment', headers: reader.auth, payload });
}

/** Posts as the reader with their earlier comments moved out of the interval rule's way; answers the comment. */
export async function commentAs(
  t: TestApp,
  reader: ReaderAuth,
  newsId: string,
  text: string,
  parentId?: string,
): Promise<{ _id: string; status?: string }> {
  await ageComments(t, reader.id);
  const response = await postComment(t, reader, { newsId, text, ...(parentId ? { parentId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().comment;
}

export async function commentRow(t: TestApp, id: string) {
  return t.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function articleCommentCount(t: TestApp, newsId: string): Promise<number> {
  const row = await t.db.selectFrom('news').select('comment_count').where('id', '=', newsId).executeTakeFirstOrThrow();
  return row.comment_count;
}

export function listComments(t: TestApp, newsId: string, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/news/comments/${newsId}${query}`, headers });
}

const outboxDir = (t: TestApp) => path.join(t.ctx.config.dataDir, 'outbox');

export async function outboxFiles(t: TestApp): Promise<string[]> {
  try {
    return (await readdir(outboxDir(t))).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

/** Waits until the outbox holds `count` mails (they are sent after the answer) and answers them parsed. */
export async function waitForMails(t: TestApp, count: number): Promise<ParsedMail[]> {
  await vi.waitFor(
    async () => {
      expect(await outboxFiles(t)).toHaveLength(count);
    },
    { timeout: 5000, interval: 20 },
  );
  return Promise.all(
    (await outboxFiles(t)).map(async (name) => simpleParser(await readFile(path.join(outboxDir(t), name)))),
  );
}

export async function clearOutbox(t: TestApp): Promise<void> {
  await rm(outboxDir(t), { recursive: true, force: true });
}

/** A visible comment written straight into the table (no pipeline, no interval), counted on its article. */
export async function buildComment(
  ctx: AppContext,
  fields: { newsId: string; readerId: string; text?: string; parentId?: string; status?: CommentRow['status'] },
): Promise<CommentRow> {
  const row: CommentRow = {
    id: newId(),
    news_id: fields.newsId,
    reader_id: fields.readerId,
    parent_id: fields.parentId ?? null,
    body: fields.text ?? 'A comment',
    status: fields.status ?? 'visible',
    hold_reason: null,
    like_count: 0,
    report_count: 0,
    reviewed_at: null,
    edited_at: null,
    created_at: nowIso(),
    notify_comment_id: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertComment(trx, row);
    await recountArticleComments(trx, [fields.newsId]);
  });
  return row;
}
