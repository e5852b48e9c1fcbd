import { LIST_DESCRIPTION_WORDS, TITLE_WORDS } from '../../../shared/constants';
import type { News } from '../../../shared/schemas/news';
import { stripHtml, truncateWords } from '../../../shared/text';
import { LatestNews } from '../components/LatestNews';
import { IMAGE_SIZES, NewsImage } from '../components/NewsImage';
import { Pagination } from '../components/Pagination';

export type CategoryPageData = {
  category: { id: string; name: string; description: string };
  news: { item: News; date: string }[];
  page: number;
  pages: number;
  latest: News[];
};

/** Spec 'Category page': heading, the list (image, 10-word title, date, 25-word text), pager, sidebar. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const base = `/category/${data.category.id}`;
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="category-title">
        <h1 id="category-title" className="border-b-4 border-brand pb-2 text-[28px] font-bold">
          {data.category.name}
        </h1>
        {data.news.length === 0 ? (
          <p className="py-8 text-muted">No news found...</p>
        ) : (
          <ul className="divide-y divide-hairline">
            {data.news.map(({ item, date }, index) => (
              <li key={item._id}>
                <a href={`/${item.slug}`} className="group flex gap-4 py-4">
                  {item.images[0] ? (
                    <NewsImage
                      image={item.images[0]}
                      alt=""
                      priority={index === 0}
                      sizes={IMAGE_SIZES.listing}
                      className="aspect-video w-32 shrink-0 self-start object-cover md:w-60"
                    />
                  ) : (
                    <span className="aspect-video w-32 shrink-0 self-start bg-panel md:w-60" />
                  )}
                  <span className="min-w-0">
                    <span className="block text-[17px] font-semibold leading-snug group-hover:underline md:text-lg">
                      {truncateWords(item.title, TITLE_WORDS)}
                    </span>
                    <span className="mt-1 block text-[13px] text-muted">{date}</span>
                    <span className="mt-1 hidden text-[15px] text-muted md:block">
                      {truncateWords(stripHtml(item.description), LIST_DESCRIPTION_WORDS)}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <Pagination base={base} page={data.page} pages={data.pages} />
      </section>
      <aside className="space-y-6">
        <LatestNews news={data.latest} titleWords={TITLE_WORDS} />
      </aside>
    </div>
  );
}
