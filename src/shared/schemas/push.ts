import { z } from 'zod';

export const PUSH_ENDPOINT_MESSAGE = 'Endpoint must be the https address of a push service';
export const PUSH_KEYS_MESSAGE = 'Keys must be the subscription’s p256dh and auth keys';

/** Base64url (padding tolerated) that decodes to exactly `bytes` bytes. */
function base64UrlOf(bytes: number) {
  return z
    .string({ error: PUSH_KEYS_MESSAGE })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_KEYS_MESSAGE })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, { error: PUSH_KEYS_MESSAGE });
}

const endpointField = z
  .string({ error: PUSH_ENDPOINT_MESSAGE })
  .trim()
  .max(2048, { error: PUSH_ENDPOINT_MESSAGE })
  .refine((value) => URL.canParse(value), { error: PUSH_ENDPOINT_MESSAGE });

/** A browser's `PushSubscription.toJSON()`: the push service's address and the keys to encrypt for it (RFC 8291). */
export const pushSubscribeSchema = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      /** The subscription's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64UrlOf(65),
      /** The 16-byte authentication secret. */
      auth: base64UrlOf(16),
    },
    { error: PUSH_KEYS_MESSAGE },
  ),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointField });

export const pushKeyResponseSchema = z.object({
  success: z.literal(true),
  publicKey: z.string().describe('The VAPID public key, base64url: `applicationServerKey` of `pushManager.subscribe`.'),
});

export const PUSH_SEND_STATUSES = ['none', 'sending', 'done'] as const;

/** An article's push, as the news form shows it: 'none' until it is published with 'send notification' on. */
export const pushSendResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(PUSH_SEND_STATUSES),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int().describe('Subscriptions the push service no longer knew (404 or 410): deleted.'),
});
