import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A subscription as a browser hands it over. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** 'gone': the push service no longer knows the subscription (404 or 410), so it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/** A push older than an hour is no news: the push service drops it rather than deliver it late. */
const TIME_TO_LIVE_SECONDS = 3600;
/**
 * One topic for every article: a phone that is asleep keeps only the newest alert waiting, not a
 * queue of them (RFC 8030, replacing messages). At most 32 base64url characters.
 */
const PUSH_TOPIC = 'news';
const REQUEST_TIMEOUT_MS = 10_000;

/** A VAPID JWT is valid 12 hours (the longest push services take is 24); one is reused for an hour. */
const VAPID_VALID_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3600 * 1000;

/**
 * The VAPID Authorization header for a push service's origin (RFC 8292), signed once and reused
 * while fresh: signing is most of what a push costs, and a fan-out sends to a few origins only.
 */
function createVapidHeaders(vapid: VapidKeys): (endpoint: string) => string {
  const signed = new Map<string, { authorization: string; signedAt: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const kept = signed.get(audience);
    if (kept && Date.now() - kept.signedAt < VAPID_REUSE_MS) return kept.authorization;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    signed.set(audience, { authorization: Authorization, signedAt: Date.now() });
    return Authorization;
  };
}

/**
 * Sends one encrypted push (RFC 8291 aes128gcm) through `web-push`, which builds the request; the
 * request itself goes through fetch, so a test's push service may be plain http on the loopback
 * (web-push's own sender speaks https only). Never throws: every failure is an outcome.
 */
export function createWebPushSender(vapid: VapidKeys): PushSender {
  const vapidHeaderFor = createVapidHeaders(vapid);
  return async (target, payload) => {
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    let authorization: string;
    try {
      request = webpush.generateRequestDetails(target, payload, {
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: 'high',
        topic: PUSH_TOPIC,
        contentEncoding: 'aes128gcm',
      });
      authorization = vapidHeaderFor(target.endpoint);
    } catch {
      // Keys a browser would never make (the subscribe call checks their sizes, not their curve points).
      return 'failed';
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: { ...headers, Authorization: authorization },
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
