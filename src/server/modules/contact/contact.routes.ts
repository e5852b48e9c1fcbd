import { errorSchema, idParam } from '../../../shared/schemas/common';
import {
  CONTACT_SENT,
  captchaResponseSchema,
  contactCreateSchema,
  contactItemResponseSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactUnreadResponseSchema,
} from '../../../shared/schemas/contact';
import { CONTACT_SENDS_PER_ADDRESS, limitPerAddress } from '../../plugins/rate-limits';
import type { ModuleRoutes } from '../module';
import {
  CONTACT_THROTTLED,
  countUnreadContacts,
  issueContactCaptcha,
  listContacts,
  markContactRead,
  submitContactMessage,
} from './contact.service';

export const contactRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/contact/captcha',
    {
      config: { access: 'public' },
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
        access: 'public',
        multipart: 'fields',
        rateLimit: limitPerAddress(CONTACT_SENDS_PER_ADDRESS, CONTACT_THROTTLED, { afterValidation: true }),
      },
      schema: {
        tags: ['contact'],
        summary: "Send a 'Your opinion' message (JSON or multipart) with the answer to a captcha from /contact/captcha",
        description:
          'A captcha token is good for one attempt: after a wrong answer, fetch a new one. At most 5 messages per address and per email in 10 minutes.',
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
      config: { access: 'admin' },
      schema: {
        tags: ['contact'],
        summary: 'Feedback messages, newest first',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listContacts(ctx, request.query)) }),
  );

  app.get(
    '/contact/unread',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact'],
        summary: 'How many feedback messages no admin has marked read yet',
        response: { 200: contactUnreadResponseSchema },
      },
    },
    async () => ({ success: true as const, unread: await countUnreadContacts(ctx) }),
  );

  app.put(
    '/contact/read/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact'],
        summary: 'Mark a feedback message as read',
        params: idParam,
        response: { 200: contactItemResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const contact = await markContactRead(ctx, request.params.id, request.admin.id);
      return { success: true as const, message: 'Message marked as read', contact };
    },
  );
};
