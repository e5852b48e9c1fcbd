import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { confirmDelete } from '../../popups';
import { announceDone, announceRefused } from './announce';

type Row = { _id: string };
/** What every write answers beside its item: the text the screens announce. */
type Done = { message?: string };

/** A screen's list: undefined while it loads (skeleton rows), empty when the read failed (docs/product.md, Screen feedback: nothing breaks). */
export function useRows<Item extends Row>({ queryKey, load }: { queryKey: QueryKey; load: () => Promise<Item[]> }) {
  const query = useQuery({ queryKey, queryFn: load });
  return { rows: query.isError ? [] : query.data, failed: query.isError };
}

/**
 * Delete with a confirmation first; the row leaves the list once the server has answered
 * (docs/product.md, Screen feedback), and the server's message is announced.
 */
export function useDeleteRow<Item extends Row>(queryKey: QueryKey, send: (id: string) => Promise<Done>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer, id) => {
      client.setQueryData<Item[]>(queryKey, (rows) => rows?.filter((row) => row._id !== id));
      settle(client, queryKey);
      announceDone(answer.message);
    },
    onError: announceRefused,
  });
  return {
    async remove(id: string, what: string) {
      if (await confirmDelete(what)) mutation.mutate(id);
    },
    isRemoving: (id: string) => mutation.isPending && mutation.variables === id,
  };
}

/**
 * Activate/Deactivate of live streams and breaking news (docs/product.md, Live streams): the flag changes on screen only
 * once the server reports success, from the item it answers with.
 */
export function useToggleActive<Item extends Row & { active: boolean }>(
  queryKey: QueryKey,
  send: (row: Item) => Promise<Done & { item: Item }>,
) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      showSavedRow(client, queryKey, answer.item);
      toast.success(answer.message);
    },
    onError: announceRefused,
  });
  return {
    toggle: (row: Item) => mutation.mutate(row),
    isToggling: (id: string) => mutation.isPending && mutation.variables?._id === id,
  };
}

/**
 * Create: send, then re-fetch the list (a new item may sort anywhere) and hand the answer to `done`; a refusal goes to `failed`.
 */
export function useCreate<Values, Answer extends Done>(
  queryKey: QueryKey,
  send: (values: Values) => Promise<Answer>,
  { done, failed }: { done: (answer: Answer) => void; failed: (error: Error) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey });
      done(answer);
    },
    onError: failed,
  });
}

/**
 * After a change shown locally: a read of the list that started before the change (a create's
 * re-fetch) would answer the old state over it, so it is cancelled and the list read again.
 */
function settle(client: QueryClient, queryKey: QueryKey): void {
  void client.invalidateQueries({ queryKey });
}

/** Puts the server's copy of a saved item in place of the listed one at once, then settles the list. */
export function showSavedRow<Item extends Row>(client: QueryClient, queryKey: QueryKey, item: Item): void {
  client.setQueryData<Item[]>(queryKey, (rows) => rows?.map((row) => (row._id === item._id ? item : row)));
  settle(client, queryKey);
}
