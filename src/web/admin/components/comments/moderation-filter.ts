import { useSearchParams } from 'react-router';
import { type COMMENT_STATUSES, MODERATION_QUEUES } from '../../../../shared/schemas/comments';
import type { ApiQuery } from '../../../shared/api-client';

export type ModerationQueue = (typeof MODERATION_QUEUES)[number];
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** What the Comments screen shows, as its address holds it, so a reload or a shared link opens the same list. */
export type ModerationFilter = { queue: ModerationQueue; newsId: string; readerId: string; status: string };

type ModerationListQuery = ApiQuery<'get', '/api/v1/comments/moderation'>;

/** The filter in an address's parameters; an unknown queue is the Pending queue, the rest is sent as it is. */
export function filterOf(params: URLSearchParams): ModerationFilter {
  const queue = params.get('queue');
  return {
    queue: MODERATION_QUEUES.find((known) => known === queue) ?? 'pending',
    newsId: params.get('newsId') ?? '',
    readerId: params.get('readerId') ?? '',
    status: params.get('status') ?? '',
  };
}

/**
 * The parameters after one change: page 1 again (other comments, other pages), and the Pending queue
 * and empty filters left out of the address.
 */
export function withChange(params: URLSearchParams, name: keyof ModerationFilter, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (name === 'queue' && value === 'pending')) next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
}

/** The query of GET /comments/moderation; a status the server does not know is sent, its message says which it takes. */
export function moderationQuery(filter: ModerationFilter, page: number, limit: number): ModerationListQuery {
  const query: ModerationListQuery = { queue: filter.queue, page, limit };
  if (filter.newsId !== '') query.newsId = filter.newsId;
  if (filter.readerId !== '') query.readerId = filter.readerId;
  if (filter.status !== '') query.status = filter.status as CommentStatus;
  return query;
}

export function useModerationFilter(): [ModerationFilter, (name: keyof ModerationFilter, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const change = (name: keyof ModerationFilter, value: string) =>
    setParams((current) => withChange(current, name, value));
  return [filterOf(params), change];
}
