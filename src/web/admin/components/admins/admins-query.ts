import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** The admins list's query key: every change to an admin invalidates it. */
export const ADMINS_QUERY_KEY = 'admins';

/** Every admin with role and permissions (GET /admin, SuperAdmin only). */
export function useAdmins() {
  return useQuery({
    queryKey: [ADMINS_QUERY_KEY],
    queryFn: () => api.GET('/api/v1/admin'),
  });
}
