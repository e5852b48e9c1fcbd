import { errorSchema, idParam } from '../../../shared/schemas/common';
import {
  CONTACT_SENT,
  captchaResponseSchema,
  contactCreateSchema,
  contactItemResponseSchema,
  contactListQuerySchema,
  contactListResponseSchema,
} from '../../../shared/schemas/contact';
import { tooManyRequests } from '../../lib/errors';
import type { ModuleRoutes } from '../module';
import {
  CONTACT_SENDS_PER_WINDOW,
  CONTACT_THROTTLED,
  CONTACT_WINDOW_MS,
  issueContactCaptcha,
  listContacts,
  markContactRead,
  submitContactMessage,
} from './contact.service';

export const contactRoutes: ModuleRoutes = async (app, { ctx, guards }) => {
  app.get(
    '/contact/captcha',
    {
      schema: {
        tags: ['contact'],
        summary: 'A new feedback captcha: two numbers to add and a signed token, valid for 10 minutes',
        response: { 200: captchaResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await issueContactCaptcha(ctx)) };
    },
  );

  app.post(
    '/contact/create',
    {
      // Counted after validation, so only well-formed sends (right or wrong captcha) use up the allowance.
      config: {
        rateLimit: {
          max: CONTACT_SENDS_PER_WINDOW,
          timeWindow: CONTACT_WINDOW_MS,
          hook: 'preHandler',
          errorResponseBuilder: () => tooManyRequests(CONTACT_THROTTLED),
        },
      },
      schema: {
        tags: ['contact'],
        summary: "Send a 'Your opinion' message (JSON or multipart) with the answer to a captcha from /contact/captcha",
        description:
          'A captcha token is good for one attempt: after a wrong answer, fetch a new one. At most 5 messages per address and per email in 10 minutes.',
        consumes: ['application/json', 'multipart/form-data'],
        body: contactCreateSchema,
        response: { 201: contactItemResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const contact = await submitContactMessage(ctx, request.body);
      return reply.code(201).send({ success: true as const, message: CONTACT_SENT, contact });
    },
  );

  app.get(
    '/contact/all',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Feedback messages, newest first',
        security: [{ bearer: [] }],
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listContacts(ctx, request.query)) }),
  );

  app.put(
    '/contact/read/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Mark a feedback message as read',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: contactItemResponseSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const contact = await markContactRead(ctx, request.params.id, request.admin.id);
      return { success: true as const, message: 'Message marked as read', contact };
    },
  );
};
