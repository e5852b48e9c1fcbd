import { useRouteLoaderData } from 'react-router';
import type { AdminUser, Permissions } from '../shared/api-entities';
import { mayOpen } from './screens';

/** The shell's loader id (routes/shell.tsx): every screen under it reads the signed-in admin from there. */
const SHELL_ROUTE = 'routes/shell';

/** The signed-in admin, as the shell's loader confirmed it with GET /auth/me. */
export function useAdmin(): AdminUser {
  const data = useRouteLoaderData(SHELL_ROUTE) as { admin: AdminUser } | undefined;
  if (!data) throw new Error('useAdmin is used outside the admin shell');
  return data.admin;
}

/** Whether the admin holds a permission (docs/product.md, Admins and permissions: SuperAdmin holds all three). The server enforces it again. */
export function useCan(permission: keyof Permissions): boolean {
  return mayOpen(permission, useAdmin());
}
