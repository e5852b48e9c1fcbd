import { listingMessages } from '../../../shared/messages/listings';
import type { News } from '../../../shared/schemas/news';
import { NewsThumbRow } from './NewsThumbRow';
import { useT } from './page-language';

/** The sidebar's 'ALL News' ('सभी ख़बरें'): the newest articles, image and a 10-word title each. */
export function LatestNews({ news }: { news: News[] }) {
  const t = useT();
  return (
    <section aria-labelledby="all-news" className="border-t-4 border-brand bg-white">
      <h2 id="all-news" className="py-2 text-lg font-bold">
        {t(listingMessages.allNews)}
      </h2>
      <ul className="divide-y divide-hairline">
        {news.map((item) => (
          <li key={item._id}>
            <NewsThumbRow item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
