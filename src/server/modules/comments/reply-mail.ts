import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { translator } from '../../../shared/i18n/translate';
import type { LangCode } from '../../../shared/language';
import { mailMessages as m } from '../../../shared/messages/mail';
import type { AppContext } from '../../context';
import type { OutgoingMail } from '../../lib/mailer';
import { getSettings } from '../settings/settings.service';
import { type CommentRow, findReader } from './comments.repository';

/** Who to tell about a reply, and what about; made before the answer, sent after it. */
export type ReplyNotice = {
  to: string;
  authorId: string;
  authorName: string;
  /** The author's language, which the whole mail speaks (decision 270). */
  lang: LangCode;
  replierName: string;
  replyId: string;
  replyText: string;
  article: { title: string; slug: string };
};

/**
 * The author of the comment replied to hears of a visible reply, once, unless the reply is their
 * own, their account is gone or they switched reply mails off (docs/product.md, Comments).
 */
export async function replyNoticeFor(
  ctx: AppContext,
  { reply, repliedTo, article }: { reply: CommentRow; repliedTo: CommentRow; article: { title: string; slug: string } },
): Promise<ReplyNotice | null> {
  if (repliedTo.reader_id === null || repliedTo.reader_id === reply.reader_id || reply.reader_id === null) return null;
  const [author, replier] = await Promise.all([
    findReader(ctx.db, repliedTo.reader_id),
    findReader(ctx.db, reply.reader_id),
  ]);
  if (!author || author.reply_mail === 0 || !replier) return null;
  return {
    to: author.email,
    authorId: author.id,
    authorName: author.name,
    lang: author.language,
    replierName: replier.name,
    replyId: reply.id,
    replyText: reply.body,
    article: { title: article.title, slug: article.slug },
  };
}

function signature(ctx: AppContext, readerId: string): string {
  return createHmac('sha256', ctx.cookieSecret).update(`reply-mail-off:${readerId}`).digest('base64url');
}

/** A token that switches one reader's reply mails off; it never expires, as a mail's link should keep working. */
export function replyMailOffToken(ctx: AppContext, readerId: string): string {
  return `${readerId}.${signature(ctx, readerId)}`;
}

/** The reader a token names, or null when it was not signed by us. */
export function readerOfReplyMailToken(ctx: AppContext, token: string): string | null {
  const [readerId, given] = token.split('.');
  if (!readerId || !given) return null;
  const expected = Buffer.from(signature(ctx, readerId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? readerId : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The reply notice in its reader's language: the reply, a link to it, and a line that leads to a
 * page turning these mails off with one press (`/account/unsubscribe`). Mail programs get their
 * one-click POST in `List-Unsubscribe` (RFC 8058).
 */
export function replyMail(ctx: AppContext, notice: ReplyNotice, origin: string, siteName: string): OutgoingMail {
  const t = translator(notice.lang);
  const link = `${origin}/${encodeURIComponent(notice.article.slug)}#comment-${notice.replyId}`;
  const token = encodeURIComponent(replyMailOffToken(ctx, notice.authorId));
  const oneClick = `${origin}/api/v1/account/reply-mail/off?token=${token}`;
  const stopPage = `${origin}/account/unsubscribe?token=${token}`;
  const words = {
    greeting: t(m.greeting, { name: notice.authorName }),
    intro: t(m.replyIntro, { replier: notice.replierName, title: notice.article.title }),
    read: t(m.replyRead),
    stopLine: t(m.replyStopLine),
    stopLink: t(m.replyStopLink),
    why: t(m.replyWhy, { siteName }),
  };
  const text = [
    words.greeting,
    '',
    words.intro,
    '',
    notice.replyText,
    '',
    `${words.read}: ${link}`,
    '',
    '--',
    words.why,
    `${words.stopLine} ${stopPage}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${notice.lang}"><body>`,
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    `<blockquote style="white-space:pre-wrap">${escapeHtml(notice.replyText)}</blockquote>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.read)}</a></p>`,
    `<hr><p style="font-size:small">${escapeHtml(words.why)}<br>`,
    `<a href="${escapeHtml(stopPage)}">${escapeHtml(words.stopLink)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: notice.to,
    subject: t(m.replySubject, { replier: notice.replierName }),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sends the notice; a failure is only logged, as the reply itself stands. */
export async function sendReplyMail(
  ctx: AppContext,
  notice: ReplyNotice,
  origin: string,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  try {
    const { siteName } = await getSettings(ctx);
    await ctx.mailer.send(replyMail(ctx, notice, origin, siteName));
  } catch (error) {
    log.warn({ err: error, replyId: notice.replyId }, 'The reply mail could not be sent');
  }
}

const siteOrigin = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Reply mails go out after the answer; a failure is logged at warn and the reply stands. */
export function mailAfterAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  notices: ReplyNotice[],
  log: FastifyBaseLogger,
): void {
  const origin = siteOrigin(ctx, request);
  for (const notice of notices) void sendReplyMail(ctx, notice, origin, log);
}
