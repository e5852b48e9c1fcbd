import { Check, EyeOff, Filter, Trash2, UserX } from 'lucide-react';
import { formatArticleDate } from '../../../../shared/dates';
import type { ModeratedComment, ModerationAction } from '../../../../shared/schemas/comments';
import { truncateWords } from '../../../../shared/text';
import { type Column, DataTable } from '../DataTable';
import { ActionLabel } from '../RowMenu';
import { holdText, possibleActions, reportText, STATUS_TEXT, standingText } from './moderation-words';
import type { ModeratedReader } from './RestrictReaderDialog';

const ACTION =
  'inline-flex size-8 items-center justify-center rounded-md border text-[13px] font-semibold transition-colors';
const NEUTRAL = `${ACTION} border-neutral-300 bg-white text-ink hover:bg-neutral-100`;
const DANGER = `${ACTION} border-brand bg-white text-brand hover:bg-brand hover:text-white`;
const SMALL_LINK = 'inline-flex items-center gap-1 text-[13px] text-brand underline-offset-2 hover:underline';
const ICON = 'size-4 shrink-0';

/** How a comment is named to screen readers and in a confirmation: its first words. */
export function commentName(comment: ModeratedComment): string {
  return `“${truncateWords(comment.text, 8) || 'deleted comment'}”`;
}

const STATUS_LOOK: Record<ModeratedComment['status'], string> = {
  visible: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  hidden: 'bg-red-100 text-red-900',
  rejected: 'bg-neutral-200 text-neutral-800',
  deleted: 'bg-neutral-200 text-neutral-800',
};

/**
 * The moderation table (docs/product.md, Comments screen): a box per row for the bulk actions, the
 * text as plain text, its article and reader (each can narrow the list), its status and why, and the
 * row's decisions at the right.
 */
export function CommentsTable({
  rows,
  empty,
  selected,
  onSelect,
  onSelectAll,
  canDelete,
  onDecide,
  onRestrict,
  onFilter,
}: {
  rows: ModeratedComment[] | undefined;
  empty: string;
  selected: ReadonlySet<string>;
  onSelect: (id: string, chosen: boolean) => void;
  onSelectAll: (chosen: boolean) => void;
  canDelete: boolean;
  onDecide: (action: ModerationAction, comment: ModeratedComment) => void;
  onRestrict: (reader: ModeratedReader) => void;
  onFilter: (name: 'newsId' | 'readerId', value: string) => void;
}) {
  const everyChosen = rows !== undefined && rows.length > 0 && rows.every((row) => selected.has(row._id));
  const columns: Column<ModeratedComment>[] = [
    {
      header: 'Select',
      headerContent: (
        <input
          type="checkbox"
          aria-label="Select every comment on this page"
          checked={everyChosen}
          disabled={!rows?.length}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-4 accent-brand"
        />
      ),
      cell: (comment) => (
        <input
          type="checkbox"
          aria-label={`Select ${commentName(comment)}`}
          checked={selected.has(comment._id)}
          onChange={(event) => onSelect(comment._id, event.target.checked)}
          className="size-4 accent-brand"
        />
      ),
      className: 'w-10',
      card: 'aside',
    },
    {
      header: 'Comment',
      card: 'title',
      // Readers' words are plain text: React escapes them; line breaks are kept.
      cell: (comment) => (
        <p className="min-w-56 max-w-md whitespace-pre-wrap break-words">
          {comment.text || <span className="text-muted italic">(emptied, keeps its replies)</span>}
        </p>
      ),
    },
    {
      header: 'Article',
      cell: (comment) => (
        <div className="flex min-w-40 max-w-64 flex-col items-start gap-1">
          <a
            href={`/${encodeURIComponent(comment.news.slug)}`}
            target="_blank"
            rel="noopener"
            className="font-semibold hover:underline"
          >
            {comment.news.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button type="button" className={SMALL_LINK} onClick={() => onFilter('newsId', comment.news._id)}>
            <Filter aria-hidden="true" className="size-3.5" />
            Only this article
          </button>
        </div>
      ),
    },
    {
      header: 'Reader',
      cell: (comment) => {
        const reader = comment.reader;
        if (!reader) return <span className="text-muted">Deleted reader</span>;
        const standing = standingText(reader, formatArticleDate);
        return (
          <div className="flex min-w-40 flex-col items-start gap-1">
            <span className="font-semibold">{reader.name}</span>
            <span className="break-all text-[13px] text-muted">{reader.email}</span>
            {standing && <span className="text-[13px] font-semibold text-brand">{standing}</span>}
            <div className="flex flex-wrap gap-x-3 gap-y-1">
              <button type="button" className={SMALL_LINK} onClick={() => onFilter('readerId', reader._id)}>
                <Filter aria-hidden="true" className="size-3.5" />
                Only this reader
              </button>
              <button type="button" className={SMALL_LINK} onClick={() => onRestrict(reader)}>
                <UserX aria-hidden="true" className="size-3.5" />
                Restrict<span className="sr-only"> {reader.name}</span>
              </button>
            </div>
          </div>
        );
      },
    },
    {
      header: 'Status',
      cell: (comment) => {
        const why = holdText(comment);
        const reports = reportText(comment);
        return (
          <div className="flex min-w-32 flex-col items-start gap-1 text-[13px]">
            <span className={`rounded px-1.5 py-0.5 font-semibold ${STATUS_LOOK[comment.status]}`}>
              {STATUS_TEXT[comment.status]}
            </span>
            {why && <span>{why}</span>}
            {reports && <span className="text-muted">{reports}</span>}
          </div>
        );
      },
    },
    {
      header: 'Created',
      cell: (comment) => (
        <time dateTime={comment.createdAt} className="whitespace-nowrap text-[13px] text-muted">
          {formatArticleDate(comment.createdAt)}
        </time>
      ),
    },
    {
      header: 'Actions',
      align: 'end',
      pinned: true,
      cell: (comment) => {
        const possible = possibleActions(comment);
        const name = commentName(comment);
        return (
          <div className="ml-auto flex w-max gap-1.5">
            {possible.approve && (
              <button type="button" className={NEUTRAL} title="Approve" onClick={() => onDecide('approve', comment)}>
                <Check aria-hidden="true" className={ICON} />
                <ActionLabel text="Approve" detail={name} />
              </button>
            )}
            {possible.hide && (
              <button type="button" className={NEUTRAL} title="Hide" onClick={() => onDecide('hide', comment)}>
                <EyeOff aria-hidden="true" className={ICON} />
                <ActionLabel text="Hide" detail={name} />
              </button>
            )}
            {canDelete && (
              <button type="button" className={DANGER} title="Delete" onClick={() => onDecide('delete', comment)}>
                <Trash2 aria-hidden="true" className={ICON} />
                <ActionLabel text="Delete" detail={name} />
              </button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption="Comments to moderate"
      columns={columns}
      rows={rows}
      rowKey={(comment) => comment._id}
      empty={empty}
    />
  );
}
