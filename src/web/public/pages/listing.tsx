import type { ReactNode } from 'react';
import type { LangCode } from '../../../shared/language';
import { langOfText } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import type { ListingAds } from '../ad-slots.server';
import { AdSlot } from '../components/AdSlot';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import type { DatedNews } from '../components/NewsCard';
import { NewsList } from '../components/NewsList';
import { Pagination } from '../components/Pagination';
import { useT } from '../components/page-language';

/** What a category or subcategory page shows in its main column. */
export type ListingData = {
  /** The page's language: the site's (decision 262). */
  lang: LangCode;
  /** The listing's parents, then the listing itself (home comes first on its own). */
  trail: Crumb[];
  news: DatedNews[];
  page: number;
  pages: number;
  ads: ListingAds;
};

/**
 * The frame both listing pages share: the top ad, then trail, heading, list, pager; the sidebar
 * beside it (after it on phones), its ad first (decision 265).
 */
export function Listing({ title, listing, sidebar }: { title: string; listing: ListingData; sidebar: ReactNode }) {
  const t = useT();
  const self = listing.trail[listing.trail.length - 1]?.path ?? '/';
  return (
    <div className="flex flex-col gap-6">
      <AdSlot ads={listing.ads.top} place="top" />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="listing-title" className="min-w-0">
          <Breadcrumbs trail={listing.trail} />
          <h1
            id="listing-title"
            lang={langOfText(title)}
            className="border-b-4 border-brand pb-2 text-[26px] font-bold leading-snug md:text-[28px]"
          >
            {title}
          </h1>
          <NewsList news={listing.news} />
          <Pagination base={self} page={listing.page} pages={listing.pages} />
        </section>
        <aside aria-label={t(listingMessages.moreNews)} className="min-w-0 space-y-6">
          <AdSlot ads={listing.ads.right} place="right" />
          {sidebar}
        </aside>
      </div>
    </div>
  );
}
