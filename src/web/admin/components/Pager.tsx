import { useSearchParams } from 'react-router';
import { acceptPage, pageList } from '../../../shared/pagination';

/**
 * The current page of a server-paged list, kept in the address (`?page=N`) so a reload or a shared
 * link opens the same page; other search parameters (filters) are kept.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}

const buttonClass =
  'min-w-9 rounded-md border px-2.5 py-1.5 text-[14px] tabular-nums disabled:cursor-not-allowed disabled:opacity-40';

/** Page numbers as the site shows them (spec §9), with Previous and Next; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  const go = (requested: number) => onPage(acceptPage(requested, page, pages));
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        className={`${buttonClass} border-neutral-300 bg-white`}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        Previous
      </button>
      {pageList(page, pages).map((item, index) =>
        item === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity beyond its place
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={`${buttonClass} ${item === page ? 'border-brand bg-brand text-white' : 'border-neutral-300 bg-white'}`}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${buttonClass} border-neutral-300 bg-white`}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
