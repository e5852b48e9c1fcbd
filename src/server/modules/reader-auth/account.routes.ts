import { errorSchema, messageResponseSchema } from '../../../shared/schemas/common';
import {
  ACCOUNT_DELETED,
  ACCOUNT_SAVED,
  accountDeleteSchema,
  accountExportSchema,
  accountResponseSchema,
  accountUpdateSchema,
  SIGNED_OUT_EVERYWHERE,
} from '../../../shared/schemas/reader-auth';
import type { ModuleRoutes } from '../module';
import { deleteAccount, exportAccount, getAccount, signOutEverywhere, updateAccount } from './account.service';

/** The signed-in reader's own account (docs/product.md, Reader accounts); suspended and banned readers keep these. */
export const accountRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/account',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['reader accounts'],
        summary: "The signed-in reader's profile, standing and notification choices",
        response: { 200: accountResponseSchema },
      },
    },
    async (request) => ({ success: true as const, account: await getAccount(ctx, request.readerId) }),
  );

  app.put(
    '/account',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['reader accounts'],
        summary: "Change the reader's name, location and reply mail choice",
        body: accountUpdateSchema,
        response: { 200: accountResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_SAVED,
      account: await updateAccount(ctx, request.readerId, request.body),
    }),
  );

  app.get(
    '/account/export',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['reader accounts'],
        summary: 'Download everything the site keeps about the reader (JSON attachment)',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(ctx, request.readerId);
      reply.header('content-disposition', `attachment; filename="account-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.delete(
    '/account',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['reader accounts'],
        summary: "Erase the reader's account",
        description:
          "`comments: 'remove'` deletes the reader's comments (one others replied to stays, emptied, as 'deleted'); `'keep'` leaves them as 'deleted reader'. Likes, reports and push subscriptions go; article and comment counts are recounted.",
        body: accountDeleteSchema,
        response: { 200: messageResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await deleteAccount(ctx, request.readerId, request.body.comments);
      return { success: true as const, message: ACCOUNT_DELETED };
    },
  );

  app.post(
    '/auth/signout-everywhere',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['reader accounts'],
        summary: 'End every session of the reader, this one included',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await signOutEverywhere(ctx, request.readerId);
      return { success: true as const, message: SIGNED_OUT_EVERYWHERE };
    },
  );
};
