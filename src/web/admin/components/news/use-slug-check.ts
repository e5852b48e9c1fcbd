import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RESERVED_SLUGS } from '../../../../shared/constants';
import { SLUG_PATTERN, SLUG_RESERVED_MESSAGE, SLUG_TAKEN_MESSAGE } from '../../../../shared/schemas/news';
import { ApiError } from '../../../shared/api-client';
import { api } from '../../api';

const SETTLE_MS = 400;

/**
 * Why the slug cannot be used, known before saving (docs/product.md, News form): reserved by the site, or held by another
 * article, asked of GET /news/{slug} once typing pauses. Undefined while free, unknown or malformed
 * (the schema reports malformed slugs).
 */
export function useSlugProblem(slug: string, articleId: string | undefined): string | undefined {
  const wanted = slug.trim().toLowerCase();
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(wanted), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const reserved = (RESERVED_SLUGS as readonly string[]).includes(wanted);
  const holder = useQuery({
    queryKey: ['news', 'slug-holder', settled],
    enabled: settled !== '' && SLUG_PATTERN.test(settled) && !reserved,
    staleTime: 5_000,
    queryFn: async ({ signal }) => {
      try {
        const { news } = await api.GET('/api/v1/news/{idOrSlug}', {
          params: { path: { idOrSlug: settled } },
          signal,
        });
        return news._id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

  if (reserved) return SLUG_RESERVED_MESSAGE;
  if (settled !== wanted) return undefined;
  if (holder.data && holder.data !== articleId) return SLUG_TAKEN_MESSAGE;
  return undefined;
}
