import { errorSchema } from '../../../shared/schemas/common';
import {
  notificationsQuerySchema,
  notificationsResponseSchema,
  notificationsSeenResponseSchema,
} from '../../../shared/schemas/notifications';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import { listAllNotificationNews } from '../news/news.backoffice';
import { listPublishedNotifications } from '../news/news.published';
import { listUnreadIds, markNotificationsSeen } from './notifications.service';

/** The bell's list of articles sent as notifications, and a reader's 'seen' mark (docs/product.md, Notifications and push). */
export const notificationsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/news/notifications',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'Articles saved with "send notification", newest created first (the newest 20 unless paged)',
        description:
          'Readers see published articles only, an admin token shows all. With a reader token, `unread` lists the articles published since the reader last marked the list seen.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      if (isAdminRequest(request))
        return { success: true as const, ...(await listAllNotificationNews(ctx, request.query)) };
      const page = await listPublishedNotifications(ctx, request.query);
      const actor = request.actor;
      if (actor?.kind !== 'reader') return { success: true as const, ...page };
      return { success: true as const, ...page, unread: await listUnreadIds(ctx, actor.readerId, page.news) };
    },
  );

  app.post(
    '/news/notifications/seen',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['news'],
        summary: 'Mark the notification list seen: what is listed now is no longer unread',
        response: { 200: notificationsSeenResponseSchema },
      },
    },
    async (request) => ({ success: true as const, seenAt: await markNotificationsSeen(ctx, request.readerId) }),
  );
};
