import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';

/**
 * Under ['news', …]: the news form's save refreshes every 'news' query, so the list shows a new
 * revision as soon as the form saves one.
 */
export const revisionsKey = (articleId: string) => ['news', 'revisions', articleId] as const;

export function useRevisions(articleId: string) {
  return useQuery({
    queryKey: revisionsKey(articleId),
    queryFn: () => api.GET('/api/v1/news/revisions/{id}', { params: { path: { id: articleId } } }),
  });
}

/** A revision never changes once saved: read once, kept while the screen is open. */
export function useRevision(articleId: string, revisionId: string | undefined) {
  return useQuery({
    queryKey: ['news-revision', articleId, revisionId],
    queryFn: () =>
      api.GET('/api/v1/news/revisions/{id}/{revisionId}', {
        params: { path: { id: articleId, revisionId: revisionId ?? '' } },
      }),
    enabled: revisionId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function restoreRevision(articleId: string, revisionId: string, version: number) {
  return api.POST('/api/v1/news/revisions/{id}/{revisionId}/restore', {
    params: { path: { id: articleId, revisionId } },
    body: { version },
  });
}
