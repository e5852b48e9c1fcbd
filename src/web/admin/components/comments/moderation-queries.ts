import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction } from '../../../../shared/schemas/comments';
import { api } from '../../api';
import { popupError, popupSuccess } from '../../popups';
import { type ModerationFilter, type ModerationQueue, moderationQuery } from './moderation-filter';

/** Every moderation list and count is under this key; the dashboard's count is under ['dashboard']. */
export const MODERATION_QUERY_KEY = 'comment-moderation';
export const MODERATION_PAGE_SIZE = 20;

export function useModerationList(filter: ModerationFilter, page: number) {
  return useQuery({
    queryKey: [MODERATION_QUERY_KEY, 'list', filter, page],
    queryFn: ({ signal }) =>
      api.GET('/api/v1/comments/moderation', {
        params: { query: moderationQuery(filter, page, MODERATION_PAGE_SIZE) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many comments a whole queue holds, for its tab's label: one row's answer carries the total. */
export function useQueueCount(queue: ModerationQueue): number | undefined {
  const count = useQuery({
    queryKey: [MODERATION_QUERY_KEY, 'count', queue],
    queryFn: ({ signal }) =>
      api.GET('/api/v1/comments/moderation', { params: { query: { queue, page: 1, limit: 1 } }, signal }),
  });
  return count.data?.pagination.total;
}

/** After any decision the lists, the tabs' counts and the dashboard's 'Comments awaiting' are read again. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MODERATION_QUERY_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

const DECIDE_ONE: Record<ModerationAction, (id: string) => Promise<{ message: string }>> = {
  approve: (id) => api.POST('/api/v1/comments/moderation/{id}/approve', { params: { path: { id } } }),
  hide: (id) => api.POST('/api/v1/comments/moderation/{id}/hide', { params: { path: { id } } }),
  delete: (id) => api.POST('/api/v1/comments/moderation/{id}/delete', { params: { path: { id } } }),
};

const DECIDE_MANY: Record<ModerationAction, (ids: string[]) => Promise<{ message: string }>> = {
  approve: (ids) => api.POST('/api/v1/comments/moderation/approve', { body: { ids } }),
  hide: (ids) => api.POST('/api/v1/comments/moderation/hide', { body: { ids } }),
  delete: (ids) => api.POST('/api/v1/comments/moderation/delete', { body: { ids } }),
};

/** Approve, hide or delete one comment or several (docs/product.md, Comments screen): the server's message in a popup. */
export function useModerate(onDone?: () => void) {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ action, ids }: { action: ModerationAction; ids: string[] }) => {
      const [only] = ids;
      return ids.length === 1 && only !== undefined ? DECIDE_ONE[action](only) : DECIDE_MANY[action](ids);
    },
    onSuccess: (answer) => {
      onDone?.();
      void popupSuccess(answer.message);
    },
    onError: (error) => void popupError(error.message),
    onSettled: refresh,
  });
}

export type Restriction = { days?: number; hideComments: boolean };

/** Suspend for some days or ban (no days), or lift with `null`; the server's message in a popup. */
export function useRestrictReader(onDone: () => void) {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ readerId, restriction }: { readerId: string; restriction: Restriction | null }) => {
      const params = { path: { id: readerId } };
      return restriction
        ? api.POST('/api/v1/comments/readers/{id}/restrict', { params, body: restriction })
        : api.DELETE('/api/v1/comments/readers/{id}/restrict', { params });
    },
    onSuccess: (answer) => {
      onDone();
      void popupSuccess(answer.message);
    },
    onError: (error) => void popupError(error.message),
    onSettled: refresh,
  });
}
