import type { News } from '../../../shared/schemas/news';
import { truncateWords } from '../../../shared/text';
import { IMAGE_SIZES, NewsImage } from './NewsImage';

/** The sidebar's 'ALL News': the newest articles, image and a 10-word title each. */
export function LatestNews({ news, titleWords }: { news: News[]; titleWords: number }) {
  return (
    <section aria-labelledby="all-news" className="border-t-4 border-brand bg-white">
      <h2 id="all-news" className="py-2 text-lg font-bold">
        ALL News
      </h2>
      <ul className="divide-y divide-hairline">
        {news.map((item) => (
          <li key={item._id}>
            <a href={`/${item.slug}`} className="group flex gap-3 py-3">
              {item.images[0] ? (
                <NewsImage
                  image={item.images[0]}
                  alt=""
                  sizes={IMAGE_SIZES.sidebar}
                  className="aspect-video w-28 shrink-0 self-start object-cover"
                />
              ) : (
                <span className="aspect-video w-28 shrink-0 self-start bg-panel" />
              )}
              <span className="text-[15px] font-semibold leading-snug group-hover:underline">
                {truncateWords(item.title, titleWords)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
