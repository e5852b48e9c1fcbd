import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '../../../shared/api-client';
import { api } from '../../api';

export type LiveBlogAnswer = ApiAnswer<'get', '/api/v1/liveblog/{newsId}/updates'>;
export type LiveUpdateItem = LiveBlogAnswer['updates'][number];
export type LiveUpdateBody = ApiBody<'post', '/api/v1/liveblog/{newsId}/updates'>;

/** Under `news`, so saving the news form (which invalidates `news`) shows the Live switch's effect here. */
export const liveBlogKey = (newsId: string) => ['news', 'live-blog', newsId] as const;

/** Another editor may be posting too: the list follows theirs at the readers' pace (decision 222). */
const REFRESH_MS = 10_000;

/** The article's live blog as an editor sees it: every current update, uncached (an admin token is never kept). */
export function useLiveBlog(newsId: string) {
  return useQuery({
    queryKey: liveBlogKey(newsId),
    queryFn: () => api.GET('/api/v1/liveblog/{newsId}/updates', { params: { path: { newsId }, query: {} } }),
    refetchInterval: REFRESH_MS,
  });
}

/** The composer's writes; each refreshes the list once it lands. */
export function useLiveBlogWrites(newsId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: liveBlogKey(newsId) });
  const post = useMutation({
    mutationFn: (body: LiveUpdateBody) =>
      api.POST('/api/v1/liveblog/{newsId}/updates', { params: { path: { newsId } }, body }),
    onSuccess,
  });
  const edit = useMutation({
    mutationFn: ({ updateId, body }: { updateId: string; body: LiveUpdateBody }) =>
      api.PUT('/api/v1/liveblog/{newsId}/updates/{updateId}', { params: { path: { newsId, updateId } }, body }),
    onSuccess,
  });
  const pin = useMutation({
    mutationFn: ({ updateId, pinned }: { updateId: string; pinned: boolean }) =>
      api.PUT('/api/v1/liveblog/{newsId}/updates/{updateId}/pin', {
        params: { path: { newsId, updateId } },
        body: { pinned },
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (updateId: string) =>
      api.DELETE('/api/v1/liveblog/{newsId}/updates/{updateId}', { params: { path: { newsId, updateId } } }),
    onSuccess,
  });
  const coverage = useMutation({
    mutationFn: (ended: boolean) =>
      api.PUT('/api/v1/liveblog/{newsId}/coverage', { params: { path: { newsId } }, body: { ended } }),
    // Cards and the article's own page change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
  return { post, edit, pin, remove, coverage };
}
