import { loginResponseSchema, loginSchema, meResponseSchema } from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/common';
import { presentAdmin } from '../admins/admins.presenter';
import type { ModuleRoutes } from '../module';

export const authRoutes: ModuleRoutes = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign an admin in with email and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { token, user } = await auth.loginAdmin(request.body, request.ip);
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
