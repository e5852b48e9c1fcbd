import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import type { DatedNews } from '../components/NewsCard';
import { NewsList } from '../components/NewsList';
import { Pagination } from '../components/Pagination';

/** What a category or subcategory page shows in its main column. */
export type ListingData = {
  /** Home, then the listing's parents, then the listing itself. */
  trail: Crumb[];
  news: DatedNews[];
  page: number;
  pages: number;
};

/** The frame both listing pages share: trail, heading, list, pager; the sidebar beside it (after it on phones). */
export function Listing({ title, listing, sidebar }: { title: string; listing: ListingData; sidebar: ReactNode }) {
  const self = listing.trail[listing.trail.length - 1]?.path ?? '/';
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="listing-title" className="min-w-0">
        <Breadcrumbs trail={listing.trail} />
        <h1
          id="listing-title"
          className="border-b-4 border-brand pb-2 text-[26px] font-bold leading-snug md:text-[28px]"
        >
          {title}
        </h1>
        <NewsList news={listing.news} />
        <Pagination base={self} page={listing.page} pages={listing.pages} />
      </section>
      <aside aria-label="More news" className="min-w-0 space-y-6">
        {sidebar}
      </aside>
    </div>
  );
}
