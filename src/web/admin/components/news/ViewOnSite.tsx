import { ExternalLink } from 'lucide-react';
import type { News } from '../../../shared/api-entities';

/** The story on the public site, in a new tab, so the form stays open behind it. */
export function ViewOnSite({ news }: { news: Pick<News, 'slug'> }) {
  return (
    <a
      href={`/${encodeURIComponent(news.slug)}`}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline underline-offset-2 md:min-h-0"
    >
      View on site <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
