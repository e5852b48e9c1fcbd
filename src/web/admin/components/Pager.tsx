import { Link, useLocation, useSearchParams } from 'react-router';
import { pageList } from '../../../shared/pagination';

/**
 * The current page of a server-paged list, kept in the address (`?page=N`) so a reload or a shared
 * link opens the same page, and the address of any other page with the other parameters (filters) kept.
 */
export function usePageParam(): [number, (page: number) => string] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return [page, hrefOf];
}

const ITEM = 'inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-[14px] font-semibold';
const ENABLED = `${ITEM} border-neutral-300 bg-white hover:bg-neutral-100`;
const CURRENT = `${ITEM} border-brand bg-brand text-white`;
const DISABLED = `${ITEM} border-neutral-200 bg-white text-neutral-400`;

/**
 * Previous, the page numbers of docs/product.md, Listing pages (decision 091), Next and Last as links to `hrefOf(page)`, so a
 * page survives a reload and can be shared. Disabled controls keep their places.
 */
export function Pager({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  const control = (text: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} className={ENABLED}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={DISABLED}>
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>{control('Previous', page - 1, page > 1)}</li>
        {pageList(page, pages).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity beyond its place
          <li key={`${item}-${index}`}>
            {item === 'ellipsis' ? (
              <span className="px-1 text-muted">…</span>
            ) : (
              <Link
                to={hrefOf(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={item === page ? CURRENT : ENABLED}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>{control('Next', page + 1, page < pages)}</li>
        <li>{control('Last', pages, page < pages)}</li>
      </ul>
    </nav>
  );
}
