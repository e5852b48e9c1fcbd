import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
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

/**
 * The site's time zone (SITE_TIMEZONE, named by GET /settings) in which the back office's forms read
 * and write times; undefined until known. Offline, the product's default stands in.
 */
export function useSiteTimeZone(): string | undefined {
  const settings = useSettings();
  if (settings.isError) return DEFAULT_TIMEZONE;
  return settings.data?.timeZone;
}
