import { pageList } from '../../../shared/pagination';

/** Address of one page of a listing; page 1 is the listing's own address. */
export function pageHref(base: string, page: number): string {
  return page === 1 ? base : `${base}?page=${page}`;
}

const BUTTON = 'inline-flex min-w-10 items-center justify-center rounded border px-3 py-1.5 text-[15px]';

/** Spec §9's pager as links, so it works without script and every page can be shared and crawled. */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const last = page >= pages;
  const disabled = `${BUTTON} cursor-not-allowed border-hairline text-muted`;
  const enabled = `${BUTTON} border-hairline hover:border-brand hover:text-brand`;
  return (
    <nav aria-label="Pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <a href={pageHref(base, page - 1)} rel="prev" className={enabled}>
              Previous
            </a>
          </li>
        )}
        {pageList(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity but its place
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={pageHref(base, item)}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? `${BUTTON} border-brand bg-brand text-white` : enabled}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {last ? (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          ) : (
            <a href={pageHref(base, page + 1)} rel="next" className={enabled}>
              Next
            </a>
          )}
        </li>
        <li>
          {last ? (
            <span className={disabled} aria-disabled="true">
              Last
            </span>
          ) : (
            <a href={pageHref(base, pages)} className={enabled}>
              Last
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
