import { z } from 'zod';
import { ADMIN_ROLES } from '../constants';
import { adminUserSchema } from './auth';
import { requiredText } from './common';

export const ADMIN_PASSWORD_MIN_LENGTH = 10;
// argon2 hashes any length, but an unbounded password is an easy way to burn CPU.
export const ADMIN_PASSWORD_MAX_LENGTH = 128;
export const ADMIN_PASSWORD_LENGTH_MESSAGE = `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
/** The server also refuses common and guessable passwords (docs/decisions/067); the form shows this text for it. */
export const GUESSABLE_PASSWORD_MESSAGE =
  'Password is too easy to guess: avoid common passwords, names and the email; a few unrelated words work well';

const emailField = requiredText('Email is required')
  .max(254, { error: 'Email must be at most 254 characters' })
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }));

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(ADMIN_PASSWORD_MIN_LENGTH, { error: ADMIN_PASSWORD_LENGTH_MESSAGE })
  .max(ADMIN_PASSWORD_MAX_LENGTH, { error: `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
const PERMISSIONS_MESSAGE = 'Permissions must be an object with canAdd, canEdit and canDelete';

export const adminCreateSchema = z.object(
  {
    name: requiredText('Name is required').max(100, { error: 'Name must be at most 100 characters' }),
    email: emailField,
    password: passwordField,
    permissions: z
      .object(
        {
          canAdd: flag('canAdd').default(false),
          canEdit: flag('canEdit').default(false),
          canDelete: flag('canDelete').default(false),
        },
        { error: PERMISSIONS_MESSAGE },
      )
      .default({ canAdd: false, canEdit: false, canDelete: false }),
  },
  { error: 'Send the admin as a JSON object' },
);
export type AdminCreateInput = z.infer<typeof adminCreateSchema>;

/** Flags left out keep their current value; a SuperAdmin always holds all three. */
export const adminUpdateSchema = z
  .object(
    {
      permissions: z
        .object(
          {
            canAdd: flag('canAdd').optional(),
            canEdit: flag('canEdit').optional(),
            canDelete: flag('canDelete').optional(),
          },
          { error: PERMISSIONS_MESSAGE },
        )
        .optional(),
      role: z.enum(ADMIN_ROLES, { error: 'Role must be Admin or SuperAdmin' }).optional(),
    },
    { error: 'Send the changes as a JSON object' },
  )
  .refine((input) => input.permissions !== undefined || input.role !== undefined, {
    error: 'Permissions are required',
    path: ['permissions'],
  });
export type AdminUpdateInput = z.infer<typeof adminUpdateSchema>;

export const adminsResponseSchema = z.object({ success: z.literal(true), admins: z.array(adminUserSchema) });

export const adminResponseSchema = z.object({ success: z.literal(true), message: z.string(), admin: adminUserSchema });

export const adminDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
