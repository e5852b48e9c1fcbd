import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ApiAnswer, formBody } from '../../../shared/api-client';
import type { News } from '../../../shared/api-entities';
import { api } from '../../api';

/** Rows per All News page: a screenful at 1280 px, and one small indexed query at any archive size. */
export const ALL_NEWS_PAGE_SIZE = 20;

/** Toasts close after 5 s (docs/product.md, Screen feedback); the toggle's success stands in for a 2 s popup (decision 105). */
const TOAST_MS = 5000;
const TOGGLED_TOAST_MS = 2000;

export type AllNewsParams = { page: number; q: string };
type AllNewsAnswer = ApiAnswer<'get', '/api/v1/news/all'>;

/** Every list of articles is under ['news']: a save elsewhere (Add News) invalidates them all. */
export function allNewsKey(params: AllNewsParams): QueryKey {
  return ['news', 'all', params];
}

/** One page of every article (inactive and scheduled too), newest publish time first; the last page stays up while the next loads. */
export function useAllNews(params: AllNewsParams) {
  return useQuery({
    queryKey: allNewsKey(params),
    queryFn: ({ signal }) =>
      api.GET('/api/v1/news/all', {
        params: {
          query: {
            page: params.page,
            limit: ALL_NEWS_PAGE_SIZE,
            ...(params.q && { q: params.q }),
            searchIn: 'titleOrSlug',
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function withRow(answer: AllNewsAnswer | undefined, id: string, change: (row: News) => News | null) {
  if (!answer) return answer;
  const news = answer.news.flatMap((row) => {
    if (row._id !== id) return [row];
    const changed = change(row);
    return changed ? [changed] : [];
  });
  return { ...answer, news };
}

/**
 * Activate/Deactivate (docs/product.md, All News): the row changes before the call; a refusal puts
 * it back and says why in a toast.
 */
export function useToggleActive(key: QueryKey) {
  const queryClient = useQueryClient();
  const setActive = (id: string, active: boolean) =>
    queryClient.setQueryData<AllNewsAnswer>(key, (answer) => withRow(answer, id, (row) => ({ ...row, active })));
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.PUT('/api/v1/news/toggleActive', { body: { newsId: id, activeStatus: active }, bodySerializer: formBody }),
    onMutate: async ({ id, active }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setActive(id, active);
    },
    onSuccess: () => toast.success('News Details Added Successfully', { duration: TOGGLED_TOAST_MS }),
    onError: (error, { id, active }) => {
      setActive(id, !active);
      toast.error('Could Not Add News Details', { description: error.message, duration: TOAST_MS });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}

/** Delete (docs/product.md, All News): the row goes at once; a refusal brings the page back from the server. */
export function useDeleteNews(key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/v1/news/delete', { body: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AllNewsAnswer>(key, (answer) => withRow(answer, id, () => null));
    },
    onSuccess: () => toast.success('News deleted successfully!', { duration: TOAST_MS }),
    onError: (error) => toast.error('Could Not Delete News', { description: error.message, duration: TOAST_MS }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
