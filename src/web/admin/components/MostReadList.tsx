import { useQuery } from '@tanstack/react-query';
import { langOf } from '../../../shared/language';
import type { MostReadEntry } from '../../shared/api-entities';
import { api } from '../api';

/**
 * docs/product.md, Dashboard: the 10 most read articles of the last 24 hours with their reads,
 * counted up to the last batch (a minute at most); an article hidden since says so.
 */
export function MostReadList() {
  const mostRead = useQuery({
    queryKey: ['dashboard', 'most-read'],
    queryFn: () => api.GET('/api/v1/dashboard/most-read'),
  });
  const articles = mostRead.data?.articles;
  return (
    <section aria-labelledby="most-read-heading" className="rounded-lg border border-hairline bg-white p-4 shadow-sm">
      <h2 id="most-read-heading" className="font-semibold">
        Most read, last 24 hours
      </h2>
      <ol className="mt-3 min-h-48 divide-y divide-hairline">
        {articles?.length === 0 && <li className="py-2 text-muted">No reads counted yet.</li>}
        {articles?.map((article, index) => (
          <MostReadRow key={article._id} article={article} rank={index + 1} />
        ))}
      </ol>
    </section>
  );
}

function MostReadRow({ article, rank }: { article: MostReadEntry; rank: number }) {
  return (
    <li className="flex items-baseline gap-3 py-2">
      <span className="w-6 shrink-0 text-right font-bold tabular-nums text-brand">{rank}</span>
      <span className="min-w-0 flex-1">
        <a
          href={`/${article.slug}`}
          target="_blank"
          rel="noopener"
          lang={langOf(article.language)}
          className="text-[15px] hover:underline"
        >
          {article.title}
        </a>
        {!article.active && <span className="ml-2 rounded bg-panel px-1.5 text-[12px] text-muted">Hidden</span>}
      </span>
      <span className="shrink-0 font-semibold tabular-nums" title="Reads in the last 24 hours">
        {article.reads.toLocaleString('en-IN')}
        <span className="sr-only"> reads</span>
      </span>
    </li>
  );
}
