import { z } from 'zod';
import { pageQuery, paginationSchema } from './common';

/** A registered site reader as the SuperAdmin's read-only list shows it (docs/product.md, Registered users). */
export const registeredUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  location: z.string(),
  createdAt: z.string(),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** Paging is optional: without page or limit the whole list comes back (docs/decisions/040). */
export const usersQuerySchema = z.object(pageQuery);
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(registeredUserSchema),
  pagination: paginationSchema.optional(),
});
