import { errorSchema } from '../../../shared/schemas/common';
import {
  codeSentResponseSchema,
  readerRegisterSchema,
  readerSignInResponseSchema,
  SIGNED_IN,
  sendCodeSchema,
  verifyCodeSchema,
  verifyLinkSchema,
} from '../../../shared/schemas/reader-auth';
import { sharedStoreOf } from '../../lib/shared-store';
import type { ModuleRoutes } from '../module';
import { accountRoutes } from './account.routes';
import { createReaderAuthService } from './reader-auth.service';
import { createReaderCodeThrottles, READER_CODE_THROTTLES } from './reader-auth.throttles';

const CODE_RULES =
  'A code is 6 digits, works once for 10 minutes, and only the newest one sent to the address works; 5 wrong tries end it. ' +
  'Codes are limited to one a minute and 5 an hour per email, 30 an hour per address.';

/** Readers' sign-up and sign-in by one-time code (docs/product.md, Reader accounts), and their account calls. */
export const readerAuthRoutes: ModuleRoutes = async (app, options) => {
  const { ctx } = options;
  const readerAuth = createReaderAuthService(
    ctx,
    ctx.caches.get(READER_CODE_THROTTLES, () => createReaderCodeThrottles(sharedStoreOf(ctx))),
  );
  app.addHook('onClose', () => readerAuth.settle());

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reader accounts'],
        summary: 'Open a reader account and mail a sign-in code',
        description: `The same answer whether or not the email is registered: an address with an account is mailed its code with a note that it exists; an unverified registration takes the new name and location. ${CODE_RULES}`,
        body: readerRegisterSchema,
        response: { 200: codeSentResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ success: true as const, message: await readerAuth.register(request.body, request.ip) }),
  );

  app.post(
    '/auth/sentotp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reader accounts'],
        summary: "Mail a sign-in code to a reader's email",
        description: `The same answer whether or not the email has an account; only an account is mailed. ${CODE_RULES}`,
        body: sendCodeSchema,
        response: { 200: codeSentResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: await readerAuth.sendCode(request.body.email, request.ip),
    }),
  );

  app.post(
    '/auth/verifyotp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reader accounts'],
        summary: 'Sign a reader in with the mailed code',
        description: 'Answers a reader token valid 30 days, sent as `Authorization: Bearer …` (no cookie).',
        body: verifyCodeSchema,
        response: { 200: readerSignInResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SIGNED_IN,
      ...(await readerAuth.verifyCode(request.body.email, request.body.otp, request.ip)),
    }),
  );

  app.post(
    '/auth/verifylink',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reader accounts'],
        summary: 'Sign a reader in with the key of the mailed link',
        description:
          'The mailed link `/signin?email=…&key=…` opens a page with a button that posts here; opening the link alone signs nobody in. Same rules and answer as verifyotp.',
        body: verifyLinkSchema,
        response: { 200: readerSignInResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SIGNED_IN,
      ...(await readerAuth.verifyLink(request.body.email, request.body.key, request.ip)),
    }),
  );

  await accountRoutes(app, options);
};
