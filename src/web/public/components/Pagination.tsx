import { listingMessages } from '../../../shared/messages/listings';
import { pageList } from '../../../shared/pagination';
import { useT } from './page-language';

/** Address of one page of a listing (`base` may carry a query of its own); page 1 is the listing's own address. */
export function pageHref(base: string, page: number): string {
  if (page === 1) return base;
  return `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

const BUTTON =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded border px-3 py-1.5 text-[15px] leading-none';
const ENABLED = `${BUTTON} border-hairline hover:border-brand hover:text-brand`;
const DISABLED = `${BUTTON} cursor-not-allowed border-hairline bg-panel text-muted`;
const CURRENT = `${BUTTON} border-brand bg-brand font-bold text-white`;

type StepProps = { label: string; href: string; enabled: boolean; rel?: 'prev' | 'next' };

/** Previous, Next or Last: a link, or shown disabled where it would lead nowhere. */
function Step({ label, href, enabled, rel }: StepProps) {
  if (!enabled)
    return (
      <span className={DISABLED} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <a href={href} rel={rel} className={ENABLED}>
      {label}
    </a>
  );
}

/**
 * The pager of docs/product.md, Listing pages as plain links, so it works without script and every page can be shared and
 * crawled: the page numbers of `pageList`, Previous, and Next and Last, disabled on the last page;
 * in the page's language ('पिछला', 'अगला', 'आख़िरी').
 */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const last = page >= pages;
  return (
    <nav aria-label={t(listingMessages.pagination)} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <Step label={t(listingMessages.previous)} href={pageHref(base, page - 1)} enabled={page > 1} rel="prev" />
        </li>
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
                aria-label={t(listingMessages.pageNumber, { page: item })}
                className={item === page ? CURRENT : ENABLED}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          <Step label={t(listingMessages.next)} href={pageHref(base, page + 1)} enabled={!last} rel="next" />
        </li>
        <li>
          <Step label={t(listingMessages.last)} href={pageHref(base, pages)} enabled={!last} />
        </li>
      </ul>
    </nav>
  );
}
