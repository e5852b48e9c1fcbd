import { z } from 'zod';
import { ADMIN_ROLES } from '../constants';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../login-form';
import { requiredText } from './common';

export const loginSchema = z.object({
  email: requiredText(LOGIN_EMAIL_REQUIRED),
  password: z.string({ error: LOGIN_PASSWORD_REQUIRED }).min(1, { error: LOGIN_PASSWORD_REQUIRED }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const permissionsSchema = z.object({
  canAdd: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Permissions = z.infer<typeof permissionsSchema>;

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  permissions: permissionsSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: adminUserSchema,
});

export const meResponseSchema = z.object({ success: z.literal(true), user: adminUserSchema });

export const INVALID_CREDENTIALS = 'Invalid email or password';
