import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** Every query about feedback messages starts with this key, so marking one read refreshes them all. */
export const FEEDBACK_QUERY_KEY = 'contacts';
const UNREAD_REFRESH_MS = 60_000;

/** How many feedback messages no admin has read yet (docs/decisions/108); 0 until known. */
export function useUnreadFeedback(): number {
  const unread = useQuery({
    queryKey: [FEEDBACK_QUERY_KEY, 'unread'],
    queryFn: () => api.GET('/api/v1/contact/unread'),
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return unread.data?.unread ?? 0;
}
