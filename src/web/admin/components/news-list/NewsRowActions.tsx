import { ExternalLink, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { truncateWords } from '../../../../shared/text';
import type { News } from '../../../shared/api-entities';
import { ActionLabel } from '../RowMenu';

const ACTION =
  'inline-flex h-8 items-center justify-center gap-1 rounded-md border text-[13px] font-semibold whitespace-nowrap transition-colors';
const NEUTRAL = `${ACTION} border-neutral-300 bg-white text-ink hover:bg-neutral-100`;
const TOGGLE = `${NEUTRAL} col-span-3 px-2`;
const ICON_ONLY = `${NEUTRAL} w-8`;
const DANGER = `${ACTION} w-8 border-brand bg-white text-brand hover:bg-brand hover:text-white`;
const ICON = 'size-4 shrink-0';

/** Names an action's article for screen readers, since every row has the same buttons. */
function Which({ news }: { news: News }) {
  return <span className="sr-only"> {truncateWords(news.title, 10)}</span>;
}

/** Edit, View and Delete show their icon in the table, their word too in a card's menu; the title is for screen readers. */
function Label({ text, news }: { text: string; news: News }) {
  return <ActionLabel text={text} detail={truncateWords(news.title, 10)} />;
}

/**
 * A row's actions (docs/product.md, All News): Activate/Deactivate for everyone, Edit with canEdit, Delete
 * with canDelete, and the article on the site in a new tab.
 */
export function NewsRowActions({
  news,
  canEdit,
  canDelete,
  onToggle,
  onDelete,
}: {
  news: News;
  canEdit: boolean;
  canDelete: boolean;
  onToggle: (news: News) => void;
  onDelete: (news: News) => void;
}) {
  return (
    <div className="ml-auto grid w-max grid-cols-3 gap-1.5">
      <button type="button" className={TOGGLE} onClick={() => onToggle(news)}>
        {news.active ? <EyeOff aria-hidden="true" className={ICON} /> : <Eye aria-hidden="true" className={ICON} />}
        {news.active ? 'Deactivate' : 'Activate'}
        <Which news={news} />
      </button>
      {canEdit && (
        <Link to={`/addnews/${encodeURIComponent(news.slug)}`} className={ICON_ONLY} title="Edit">
          <Pencil aria-hidden="true" className={ICON} />
          <Label text="Edit" news={news} />
        </Link>
      )}
      <a
        href={`/${encodeURIComponent(news.slug)}`}
        target="_blank"
        rel="noopener"
        className={ICON_ONLY}
        title="View on the site"
      >
        <ExternalLink aria-hidden="true" className={ICON} />
        <Label text="View" news={news} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {canDelete && (
        <button type="button" className={DANGER} onClick={() => onDelete(news)} title="Delete">
          <Trash2 aria-hidden="true" className={ICON} />
          <Label text="Delete" news={news} />
        </button>
      )}
    </div>
  );
}
