/** One step of a listing's trail; the last is the page itself. */
export type Crumb = { name: string; path: string };

/** Where a listing sits: Home › category › subcategory (the same trail a BreadcrumbList names). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2 text-[13px] text-muted">
      <ol className="flex flex-wrap items-center gap-x-1">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-x-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              {current ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <a href={crumb.path} className="hover:text-brand hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
