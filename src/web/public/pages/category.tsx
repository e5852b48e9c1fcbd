import type { News } from '../../../shared/schemas/news';
import { type CricketMatch, CricketScore } from '../components/CricketScore';
import { LatestNews } from '../components/LatestNews';
import { Listing, type ListingData } from './listing';

export type CategoryPageData = ListingData & {
  /** `image`: its address, for the share tags; '' for none. */
  category: { id: string; name: string; description: string; image: string };
  /** The sidebar's 'ALL News'. */
  latest: News[];
  cricketWidgetUrl: string;
  cricketMatch: CricketMatch | null;
};

/** docs/product.md, Listing pages: the category's name, its list ten to a page, and the cricket score and the six newest in the sidebar. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  return (
    <Listing
      title={data.category.name}
      listing={data}
      sidebar={
        <>
          <CricketScore url={data.cricketWidgetUrl} match={data.cricketMatch} />
          <LatestNews news={data.latest} />
        </>
      }
    />
  );
}
