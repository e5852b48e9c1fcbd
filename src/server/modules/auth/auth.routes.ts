import type { FastifyRequest } from 'fastify';
import { loginResponseSchema, loginSchema, meResponseSchema } from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/common';
import { presentAdmin } from '../admins/admins.presenter';
import type { ModuleRoutes } from '../module';

const LOGIN_PATH = '/api/v1/auth/login';
/** The device cookie (decision 141): sent back only to the login call, never readable by scripts. */
const LOGIN_DEVICE_COOKIE = 'login_device';

/** The verified value of the browser's device cookie; a missing or forged one counts as none. */
function loginDeviceCookie(request: FastifyRequest): string | undefined {
  const raw = request.cookies[LOGIN_DEVICE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value ? value : undefined;
}

export const authRoutes: ModuleRoutes = async (app, { ctx, auth }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign an admin in with email and password',
        description: `A success also sets the signed, httpOnly cookie \`${LOGIN_DEVICE_COOKIE}\` (path: this call) naming the account. A login that sends it back for that account counts only that browser's failures; others are limited per address and per account.`,
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { token, user, device } = await auth.loginAdmin(request.body, request.ip, loginDeviceCookie(request));
      reply.setCookie(LOGIN_DEVICE_COOKIE, device.value, {
        signed: true,
        httpOnly: true,
        sameSite: 'strict',
        path: LOGIN_PATH,
        expires: new Date(device.expiresAt),
        secure: ctx.config.publicUrl?.startsWith('https://') ?? false,
      });
      return { success: true as const, message: 'Login Successfully!', token, user };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in admin, as the token stands now',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ success: true as const, user: presentAdmin(request.admin) }),
  );
};
