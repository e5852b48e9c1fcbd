import type { Poll } from '../../shared/api-entities';
import { api } from '../api';
import { LIST_NOT_LOADED } from '../components/content/announce';
import { pollList } from '../components/content/lists';
import { PollCard } from '../components/content/PollCard';
import { PollForm } from '../components/content/PollForm';
import { useDeleteRow, useRows } from '../components/content/rows';
import { PageHeader, Panel } from '../components/ui';

/** Placeholder cards while the list loads, so nothing jumps when it arrives. */
const SKELETON_CARDS = 3;

export function meta() {
  return [{ title: 'Create Poll · NEWS' }];
}

/** docs/product.md, Polls: every admin creates and deletes polls (no permission flag); the list shows the votes. */
export default function PollsScreen() {
  const { rows, failed } = useRows(pollList);
  const { remove, isRemoving } = useDeleteRow<Poll>(pollList.queryKey, (id) =>
    api.DELETE('/api/v1/poll/delete/{id}', { params: { path: { id } } }),
  );

  return (
    <>
      <PageHeader title="Create Poll" />
      <PollForm />
      <Panel title="Polls">
        <ul className="flex flex-col gap-4" aria-busy={rows === undefined}>
          {rows === undefined &&
            Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to be keyed by
              <li key={index} className="h-32 animate-pulse rounded-lg bg-neutral-100" />
            ))}
          {rows?.length === 0 && (
            <li className="py-4 text-center text-muted">{failed ? LIST_NOT_LOADED : 'No polls yet.'}</li>
          )}
          {rows?.map((poll) => (
            <PollCard
              key={poll._id}
              poll={poll}
              deleting={isRemoving(poll._id)}
              onDelete={() => remove(poll._id, `the poll “${poll.question}”`)}
            />
          ))}
        </ul>
      </Panel>
    </>
  );
}
