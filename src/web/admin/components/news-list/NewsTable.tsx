import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { formatArticleDate } from '../../../../shared/dates';
import { imageSources } from '../../../../shared/image-variants';
import { truncateWords } from '../../../../shared/text';
import type { News } from '../../../shared/api-entities';
import { type Column, DataTable } from '../DataTable';
import { NewsRowActions } from './NewsRowActions';

const LANG = { Hindi: 'hi', English: 'en' } as const;
const THUMB = { width: 72, height: 48 };

/** The first image at its narrowest stored width (a WebP copy of a few KB), in a fixed box so rows never jump. */
function Thumbnail({ news }: { news: News }) {
  const first = news.images[0];
  if (!first)
    return (
      <span
        className="flex items-center justify-center rounded bg-neutral-100 text-neutral-400"
        style={{ width: THUMB.width, height: THUMB.height }}
      >
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  const src = imageSources(first)[0]?.url ?? first.url;
  return (
    <img
      src={src}
      alt=""
      width={THUMB.width}
      height={THUMB.height}
      loading="lazy"
      decoding="async"
      className="rounded bg-neutral-100 object-cover"
      style={{ width: THUMB.width, height: THUMB.height }}
    />
  );
}

/** Active Yes/No; an article whose publish time is still ahead also says when it goes out. */
function ActiveCell({ news, now }: { news: News; now: number }) {
  const scheduled = Date.parse(news.publish) > now;
  return (
    <span className="flex flex-col">
      <span className={news.active ? 'font-semibold text-green-800' : 'font-semibold text-brand'}>
        {news.active ? 'Yes' : 'No'}
      </span>
      {scheduled && (
        <span className="text-[13px] whitespace-nowrap text-amber-800">
          Scheduled <time dateTime={news.publish}>{formatArticleDate(news.publish)}</time>
        </span>
      )}
    </span>
  );
}

/**
 * The article's language and, when it has one, a link to its translation's form: the desk sees at a
 * glance which stories still wait for theirs (decision 260).
 */
function LanguageCell({ news }: { news: News }) {
  const { translation } = news;
  return (
    <span className="flex flex-col">
      {news.language}
      {translation && (
        <Link
          to={`/addnews/${encodeURIComponent(translation.slug)}`}
          title={translation.title}
          aria-label={`${translation.language} version: ${translation.title}`}
          className="text-[13px] whitespace-nowrap text-brand underline-offset-2 hover:underline"
        >
          {translation.language} version
        </Link>
      )}
    </span>
  );
}

/** docs/product.md, All News: #, Image, Title (10 words), Category, Subcategory, Language, Location, Active, Actions. */
export function NewsTable({
  rows,
  firstNumber,
  canEdit,
  canDelete,
  onToggle,
  onDelete,
  empty,
}: {
  rows: News[] | undefined;
  firstNumber: number;
  canEdit: boolean;
  canDelete: boolean;
  onToggle: (news: News) => void;
  onDelete: (news: News) => void;
  empty: string;
}) {
  const now = Date.now();
  const columns: Column<News>[] = [
    { header: '#', cell: (_, index) => firstNumber + index, className: 'tabular-nums text-muted', card: 'hidden' },
    { header: 'Image', cell: (news) => <Thumbnail news={news} />, card: 'aside' },
    {
      header: 'Title',
      card: 'title',
      cell: (news) => (
        <span lang={LANG[news.language]} title={news.title} className="block min-w-40 font-semibold">
          {truncateWords(news.title, 10)}
        </span>
      ),
    },
    { header: 'Category', cell: (news) => news.category?.name ?? '—' },
    { header: 'Subcategory', cell: (news) => news.subcategory?.name ?? '—' },
    { header: 'Language', cell: (news) => <LanguageCell news={news} /> },
    { header: 'Location', cell: (news) => news.location },
    { header: 'Active', cell: (news) => <ActiveCell news={news} now={now} /> },
    {
      header: 'Actions',
      align: 'end',
      pinned: true,
      cell: (news) => (
        <NewsRowActions news={news} canEdit={canEdit} canDelete={canDelete} onToggle={onToggle} onDelete={onDelete} />
      ),
    },
  ];
  return <DataTable caption="All news" columns={columns} rows={rows} rowKey={(news) => news._id} empty={empty} />;
}
