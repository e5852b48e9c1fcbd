import { langOfText } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { useT } from './page-language';

/** One step of a listing's trail after home; the last is the page itself. */
export type Crumb = { name: string; path: string };

/** Where a listing sits: होम › category › subcategory (the same trail a BreadcrumbList names). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const steps = [
    { name: t(listingMessages.home), path: '/', content: false },
    ...trail.map((crumb) => ({ ...crumb, content: true })),
  ];
  return (
    <nav aria-label={t(listingMessages.breadcrumb)} className="mb-2 text-[13px] text-muted">
      <ol className="flex flex-wrap items-center gap-x-1">
        {steps.map((step, index) => {
          const current = index === steps.length - 1;
          // Names an editor gave are content: they carry their own language.
          const lang = step.content ? langOfText(step.name) : undefined;
          return (
            <li key={step.path} className="flex items-center gap-x-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              {current ? (
                <span aria-current="page" lang={lang}>
                  {step.name}
                </span>
              ) : (
                <a href={step.path} lang={lang} className="hover:text-brand hover:underline">
                  {step.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
