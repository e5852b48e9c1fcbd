import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const SETTINGS_QUERY_KEY = 'settings';

/** The saved settings over their defaults (GET /settings). */
export function useSettings() {
  return useQuery({
    queryKey: [SETTINGS_QUERY_KEY],
    queryFn: () => api.GET('/api/v1/settings'),
    // The form holds the editor's changes: a refetch on returning to the tab must not reset it.
    refetchOnWindowFocus: false,
  });
}
