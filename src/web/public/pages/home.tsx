import { BIG_NEWS_PER_SLIDE, TITLE_WORDS } from '../../../shared/constants';
import { type DatedNews, NewsCard } from '../components/NewsCard';
import { OpinionSection } from '../components/OpinionSection';

/** A small card in a home section carries a longer title (spec §9: 20 words). */
const SECTION_SMALL_TITLE_WORDS = 20;

export type HomePageData = {
  bigNews: DatedNews[];
  breaking: string[];
  sections: { category: { _id: string; name: string }; news: DatedNews[] }[];
};

/** One big-news slide: 1 large and 4 small cards (spec §9). The carousel's motion is a later island. */
function BigNews({ news }: { news: DatedNews[] }) {
  const [lead, ...rest] = news.slice(0, BIG_NEWS_PER_SLIDE);
  if (!lead) return null;
  return (
    <section aria-label="Big news" className="grid gap-4 md:grid-cols-2">
      <NewsCard news={lead} titleWords={TITLE_WORDS} large priority />
      <div className="grid grid-cols-2 gap-4">
        {rest.map((news) => (
          <NewsCard key={news.item._id} news={news} titleWords={TITLE_WORDS} />
        ))}
      </div>
    </section>
  );
}

function BreakingStrip({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-label="Breaking news" className="my-6 flex items-stretch overflow-hidden bg-ink text-white">
      <h2 className="shrink-0 bg-brand px-3 py-2 text-[15px] font-bold">Breaking</h2>
      <ul className="flex flex-wrap gap-x-6 px-3 py-2 text-[15px]">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** A home section: the category's 4 newest, 1 large with a 10-word title and 3 small with 20-word titles. */
function Section({ section }: { section: HomePageData['sections'][number] }) {
  const [lead, ...rest] = section.news;
  return (
    <section aria-labelledby={`section-${section.category._id}`} className="mt-10">
      <h2 id={`section-${section.category._id}`} className="mb-4 border-b-4 border-brand pb-1 text-2xl font-bold">
        <a href={`/category/${section.category._id}`} className="hover:underline">
          {section.category.name}
        </a>
      </h2>
      {lead ? (
        <div className="grid gap-4 md:grid-cols-2">
          <NewsCard news={lead} titleWords={TITLE_WORDS} large />
          <div className="grid gap-4 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
            {rest.map((news) => (
              <NewsCard key={news.item._id} news={news} titleWords={SECTION_SMALL_TITLE_WORDS} />
            ))}
          </div>
        </div>
      ) : (
        <p className="text-muted">No news found...</p>
      )}
    </section>
  );
}

/** Spec 'Home' as far as this step goes: big news, the breaking strip when there is one, the six sections. */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <>
      <h1 className="sr-only">Home</h1>
      <BigNews news={data.bigNews} />
      <BreakingStrip lines={data.breaking} />
      {data.sections.map((section) => (
        <Section key={section.category._id} section={section} />
      ))}
      <OpinionSection />
    </>
  );
}
