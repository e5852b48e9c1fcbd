import type { AccountExport, AccountUpdateInput, ReaderAccount } from '../../../shared/schemas/reader-auth';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { findReaderById, type ReaderRow } from '../readers/readers.repository';
import { bumpReaderTokenVersion, eraseReader, listReaderData, updateReaderProfile } from './account.repository';
import { presentReaderAccount } from './reader-auth.presenter';

/** The token was valid a moment ago; an account erased since answers like a stale token. */
async function signedInReader(ctx: AppContext, readerId: string): Promise<ReaderRow> {
  const reader = await findReaderById(ctx.db, readerId);
  if (!reader) throw unauthorized('Invalid or expired token');
  return reader;
}

export async function getAccount(ctx: AppContext, readerId: string): Promise<ReaderAccount> {
  return presentReaderAccount(await signedInReader(ctx, readerId));
}

export async function updateAccount(
  ctx: AppContext,
  readerId: string,
  input: AccountUpdateInput,
): Promise<ReaderAccount> {
  await signedInReader(ctx, readerId);
  await updateReaderProfile(ctx.db, readerId, {
    name: input.name,
    location: input.location,
    reply_mail: input.replyMail ? 1 : 0,
    ...(input.language ? { language: input.language } : {}),
    updated_at: nowIso(),
  });
  return getAccount(ctx, readerId);
}

/** Everything kept about the reader, for download (docs/product.md, Reader accounts). */
export async function exportAccount(ctx: AppContext, readerId: string): Promise<AccountExport> {
  const reader = await signedInReader(ctx, readerId);
  const data = await listReaderData(ctx.db, readerId);
  return {
    exportedAt: nowIso(),
    profile: { ...presentReaderAccount(reader), verifiedAt: reader.verified_at },
    comments: data.comments.map((row) => ({
      _id: row.id,
      newsId: row.news_id,
      parentId: row.parent_id,
      body: row.body,
      status: row.status,
      createdAt: row.created_at,
      editedAt: row.edited_at,
    })),
    likes: data.likes.map((row) => ({ newsId: row.news_id, createdAt: row.created_at })),
    commentLikes: data.commentLikes.map((row) => ({ commentId: row.comment_id, createdAt: row.created_at })),
    reports: data.reports.map((row) => ({ commentId: row.comment_id, reason: row.reason, createdAt: row.created_at })),
    pushSubscriptions: data.pushSubscriptions.map((row) => ({
      _id: row.id,
      endpoint: row.endpoint,
      createdAt: row.created_at,
    })),
  };
}

/**
 * Erases the account in one transaction; its tokens stop working with the row. The articles it
 * liked or commented on show other counts (and comments) now, so kept pages and reads of them go.
 */
export async function deleteAccount(ctx: AppContext, readerId: string, comments: 'remove' | 'keep'): Promise<void> {
  const reader = await signedInReader(ctx, readerId);
  const { newsIds } = await ctx.db.transaction().execute((trx) => eraseReader(trx, reader, comments));
  if (newsIds.length === 0) return;
  const touched = await ctx.db.selectFrom('news').select(['slug', 'category_id']).where('id', 'in', newsIds).execute();
  await ctx.events.publish({
    entity: 'news',
    action: 'update',
    ids: newsIds,
    slugs: touched.map((article) => article.slug),
    categoryIds: [...new Set(touched.map((article) => article.category_id))],
    at: nowIso(),
  });
}

export async function signOutEverywhere(ctx: AppContext, readerId: string): Promise<void> {
  await signedInReader(ctx, readerId);
  await bumpReaderTokenVersion(ctx.db, readerId);
}
