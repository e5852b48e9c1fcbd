import { isIP } from 'node:net';
import { NEWS_NOT_FOUND } from '../../../shared/schemas/news';
import { PUSH_ENDPOINT_MESSAGE, type PushSubscribeInput } from '../../../shared/schemas/push';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { findNewsRowById } from '../news/news.repository';
import { deleteSubscriptionByEndpoint, findPushSend, upsertSubscription } from './push.repository';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the server may send pushes (docs/decisions/162): an https address on a named host. Outside
 * production an http address on the loopback is accepted too, for a push service the tests run;
 * in production neither the loopback nor a bare IP address is, so a subscription cannot turn the
 * server into a way to reach its own network.
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const host = url.hostname;
  const loopback = LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
  if (!production) return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  return url.protocol === 'https:' && !loopback && isIP(host.replace(/^\[|\]$/g, '')) === 0;
}

/** Keeps a browser's subscription, linked to the reader who sent it signed in (else anonymous). */
export async function subscribeToPushes(ctx: AppContext, input: PushSubscribeInput, readerId: string | null) {
  if (!isAllowedPushEndpoint(input.endpoint, ctx.config.production))
    throw badRequest(PUSH_ENDPOINT_MESSAGE, { endpoint: PUSH_ENDPOINT_MESSAGE });
  await upsertSubscription(ctx.db, {
    id: newId(),
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    reader_id: readerId,
    created_at: nowIso(),
  });
}

/** Forgets a subscription; an unknown endpoint is already forgotten. */
export function unsubscribeFromPushes(ctx: AppContext, endpoint: string): Promise<void> {
  return deleteSubscriptionByEndpoint(ctx.db, endpoint);
}

/** An article's push for the news form: 'none' until one started. */
export async function findArticlePush(ctx: AppContext, newsId: string) {
  const send = await findPushSend(ctx.db, newsId);
  if (send)
    return { status: send.status, total: send.total, sent: send.sent, failed: send.failed, removed: send.removed };
  if (!(await findNewsRowById(ctx.db, newsId))) throw notFound(NEWS_NOT_FOUND);
  return { status: 'none' as const, total: 0, sent: 0, failed: 0, removed: 0 };
}
