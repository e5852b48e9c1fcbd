import { errorSchema, idParam, successSchema } from '../../../shared/schemas/common';
import {
  pushKeyResponseSchema,
  pushSendResponseSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '../../../shared/schemas/push';
import { limitPerAddress, PUSH_SUBSCRIPTIONS_PER_ADDRESS } from '../../plugins/rate-limits';
import type { ModuleRoutes } from '../module';
import { createArticlePusher, queueArticlePushes } from './article-push';
import { findArticlePush, subscribeToPushes, unsubscribeFromPushes } from './push.service';
import { createInProcessPushQueue } from './push-queue';
import { createWebPushSender } from './push-sender';
import { loadVapidKeys } from './vapid-keys';

const SUBSCRIBED = 'Subscribed to notifications';
const UNSUBSCRIBED = 'Unsubscribed from notifications';
const TOO_MANY_SUBSCRIPTIONS = 'Too many subscriptions from this address. Please try again later.';

/**
 * Web push (docs/product.md, Notifications and push): the key browsers subscribe with, their
 * subscriptions, and the background sending of articles published with 'send notification'.
 */
export const pushRoutes: ModuleRoutes = async (app, { ctx }) => {
  const vapid = await loadVapidKeys(ctx.config);
  const stopping = new AbortController();
  const queue = createInProcessPushQueue(
    createArticlePusher(ctx, createWebPushSender(vapid), stopping.signal),
    ctx.log,
  );
  const stopQueueing = queueArticlePushes(ctx, queue);
  // A fan-out to many thousands can take minutes: closing stops it after its current page rather than wait.
  app.addHook('onClose', async () => {
    stopQueueing();
    stopping.abort();
    await queue.close();
  });

  app.get(
    '/push/key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ success: true as const, publicKey: vapid.publicKey }),
  );

  app.post(
    '/push/subscribe',
    {
      config: {
        access: 'public',
        rateLimit: limitPerAddress(PUSH_SUBSCRIPTIONS_PER_ADDRESS, TOO_MANY_SUBSCRIPTIONS, { afterValidation: true }),
      },
      schema: {
        tags: ['push'],
        summary: "Keep a browser's push subscription (by its endpoint); a reader token links it to the reader",
        body: pushSubscribeSchema,
        response: { 200: successSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const readerId = request.actor?.kind === 'reader' ? request.actor.readerId : null;
      await subscribeToPushes(ctx, request.body, readerId);
      return { success: true as const, message: SUBSCRIBED };
    },
  );

  app.post(
    '/push/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['push'],
        summary: 'Forget a push subscription by its endpoint',
        body: pushUnsubscribeSchema,
        response: { 200: successSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await unsubscribeFromPushes(ctx, request.body.endpoint);
      return { success: true as const, message: UNSUBSCRIBED };
    },
  );

  app.get(
    '/news/push/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['push'],
        summary: "An article's push to subscribers: its status and counts, for the news form",
        params: idParam,
        response: { 200: pushSendResponseSchema, 404: errorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await findArticlePush(ctx, request.params.id)) }),
  );
};
