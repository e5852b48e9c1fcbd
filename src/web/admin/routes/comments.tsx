import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COMMENT_STATUSES, type ModeratedComment, type ModerationAction } from '../../../shared/schemas/comments';
import { useCan } from '../admin-context';
import { CommentsTable, commentName } from '../components/comments/CommentsTable';
import {
  type ModerationFilter,
  type ModerationQueue,
  useModerationFilter,
  withChange,
} from '../components/comments/moderation-filter';
import { useModerate, useModerationList, useQueueCount } from '../components/comments/moderation-queries';
import { STATUS_TEXT } from '../components/comments/moderation-words';
import { type ModeratedReader, RestrictReaderDialog } from '../components/comments/RestrictReaderDialog';
import { Pager, usePageParam } from '../components/Pager';
import { Button, inputClass, LoadError, PageHeader } from '../components/ui';
import { confirmDelete } from '../popups';

export function meta() {
  return [{ title: 'Comments · NEWS' }];
}

const TABS: readonly [ModerationQueue, string][] = [
  ['pending', 'Pending'],
  ['reported', 'Reported'],
  ['all', 'All'],
];

const EMPTY: Record<ModerationQueue, string> = {
  pending: 'No comments await approval.',
  reported: 'No reported comments.',
  all: 'No comments yet.',
};

/**
 * docs/product.md, Comments screen: the queues of readers' comments (Pending, Reported, All), filtered
 * by article, reader and status, decided one by one or by selection; readers suspended, banned and let back.
 */
export default function CommentModeration() {
  const [filter, change] = useModerationFilter();
  const [page, hrefOf] = usePageParam();
  const navigate = useNavigate();
  const canDelete = useCan('canDelete');
  const list = useModerationList(filter, page);
  // A selection belongs to the rows it was made on: another page or filter starts with none chosen.
  const listKey = JSON.stringify([filter, page]);
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<string> }>({
    listKey,
    ids: new Set(),
  });
  const selected = selection.listKey === listKey ? selection.ids : new Set<string>();
  const setSelected = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection({ listKey, ids: change(selected) });
  const [restricting, setRestricting] = useState<ModeratedReader | null>(null);
  const moderate = useModerate(() => setSelected(() => new Set()));

  // A page emptied by decisions, or a page number past the end: go to the last page there is.
  const pages = list.data?.pagination.pages ?? 0;
  const pastTheEnd = !list.isPlaceholderData && list.data?.comments.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) navigate(hrefOf(Math.max(1, pages)), { replace: true });
  }, [pastTheEnd, pages, navigate, hrefOf]);

  const rows = list.isError ? [] : list.data?.comments;
  const decide = async (action: ModerationAction, comments: ModeratedComment[]) => {
    if (comments.length === 0) return;
    const [only] = comments;
    const what = comments.length === 1 && only ? commentName(only) : `${comments.length} comments`;
    if (action === 'delete' && !(await confirmDelete(what))) return;
    moderate.mutate({ action, ids: comments.map((comment) => comment._id) });
  };
  const chosen = rows?.filter((comment) => selected.has(comment._id)) ?? [];

  return (
    <>
      <PageHeader title="Comments">
        {list.data && (
          <p aria-live="polite" className="text-muted">
            {list.data.pagination.total.toLocaleString('en-IN')}{' '}
            {list.data.pagination.total === 1 ? 'comment' : 'comments'}
          </p>
        )}
      </PageHeader>
      <QueueTabs current={filter.queue} />
      <Filters filter={filter} rows={rows} onChange={change} />
      <LoadError error={list.error} />
      <fieldset className="mb-2 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Selected comments</legend>
        <p className="mr-2 text-[14px] text-muted">{chosen.length} selected</p>
        <Button variant="secondary" disabled={chosen.length === 0} onClick={() => decide('approve', chosen)}>
          Approve selected
        </Button>
        <Button variant="secondary" disabled={chosen.length === 0} onClick={() => decide('hide', chosen)}>
          Hide selected
        </Button>
        {canDelete && (
          <Button variant="danger" disabled={chosen.length === 0} onClick={() => decide('delete', chosen)}>
            Delete selected
          </Button>
        )}
      </fieldset>
      <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <CommentsTable
          rows={rows}
          empty={list.isError ? 'Could not load the comments' : EMPTY[filter.queue]}
          selected={selected}
          onSelect={(id, on) =>
            setSelected((current) => {
              const next = new Set(current);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onSelectAll={(on) => setSelected(() => new Set(on ? (rows ?? []).map((comment) => comment._id) : []))}
          canDelete={canDelete}
          onDecide={(action, comment) => decide(action, [comment])}
          onRestrict={setRestricting}
          onFilter={change}
        />
      </div>
      <Pager page={page} pages={pages} hrefOf={hrefOf} label="Comments pages" />
      <RestrictReaderDialog reader={restricting} onClose={() => setRestricting(null)} />
    </>
  );
}

/** The three queues as links (the queue lives in the address), each with how many comments it holds. */
function QueueTabs({ current }: { current: ModerationQueue }) {
  const [params] = useSearchParams();
  return (
    <nav aria-label="Comment queues" className="mb-4 border-b border-hairline">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map(([queue, label]) => (
          <li key={queue}>
            <Link
              to={`/comments?${withChange(params, 'queue', queue).toString()}`}
              aria-current={queue === current ? 'page' : undefined}
              className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-[15px] font-semibold ${
                queue === current ? 'border-brand text-brand' : 'border-transparent text-ink hover:border-neutral-300'
              }`}
            >
              {label}
              <QueueCount queue={queue} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function QueueCount({ queue }: { queue: ModerationQueue }) {
  const count = useQueueCount(queue);
  if (count === undefined) return null;
  return (
    <span className="rounded-full bg-neutral-100 px-2 text-[13px] tabular-nums text-ink">
      {count.toLocaleString('en-IN')}
    </span>
  );
}

/**
 * The status select, and the article and reader the list is narrowed to (set from a row's 'Only this
 * article' or 'Only this reader'), each removable.
 */
function Filters({
  filter,
  rows,
  onChange,
}: {
  filter: ModerationFilter;
  rows: ModeratedComment[] | undefined;
  onChange: (name: keyof ModerationFilter, value: string) => void;
}) {
  const first = rows?.[0];
  const article = first && first.news._id === filter.newsId ? first.news.title : filter.newsId;
  const reader = first?.reader && first.reader._id === filter.readerId ? first.reader.name : filter.readerId;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="comments-status" className="text-[14px] font-semibold">
          Status
        </label>
        <select
          id="comments-status"
          value={filter.status}
          onChange={(event) => onChange('status', event.target.value)}
          className={`${inputClass()} w-44`}
        >
          <option value="">Any status</option>
          {COMMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_TEXT[status]}
            </option>
          ))}
        </select>
      </div>
      {filter.newsId && <FilterChip label={`Article: ${article}`} onRemove={() => onChange('newsId', '')} />}
      {filter.readerId && <FilterChip label={`Reader: ${reader}`} onRemove={() => onChange('readerId', '')} />}
    </div>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-neutral-300 bg-white py-1 pr-1 pl-3 text-[14px]">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        className="rounded-full p-1 hover:bg-neutral-100"
        aria-label={`Remove filter ${label}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
