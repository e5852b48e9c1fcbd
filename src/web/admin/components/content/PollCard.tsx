import type { Poll } from '../../../shared/api-entities';
import { Button } from '../ui';

function share(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}

/** One poll of the list (docs/product.md, Polls): its question, each option with its votes, and Delete. */
export function PollCard({ poll, onDelete, deleting }: { poll: Poll; onDelete: () => void; deleting: boolean }) {
  return (
    <li className="rounded-lg border border-hairline bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-[17px] font-semibold break-words">{poll.question}</h3>
          <p className="text-[13px] text-muted">
            {poll.totalVotes.toLocaleString('en-IN')} {poll.totalVotes === 1 ? 'vote' : 'votes'}
          </p>
        </div>
        <Button variant="danger" disabled={deleting} onClick={onDelete}>
          Delete
        </Button>
      </div>
      <ul className="mt-3 flex flex-col gap-2">
        {poll.options.map((option) => (
          <li key={option.text}>
            <div className="flex justify-between gap-3 text-[15px]">
              <span className="break-words">{option.text}</span>
              <span className="shrink-0 tabular-nums text-muted">
                {option.votes.toLocaleString('en-IN')} ({share(option.votes, poll.totalVotes)}%)
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-neutral-100" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-brand"
                style={{ width: `${share(option.votes, poll.totalVotes)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
