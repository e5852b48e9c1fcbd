import { TITLE_WORDS } from '../../../shared/constants';
import type { News } from '../../../shared/schemas/news';
import { LatestNews } from '../components/LatestNews';
import { Listing, type ListingData } from './listing';

export type CategoryPageData = ListingData & {
  category: { id: string; name: string; description: string };
  /** The sidebar's 'ALL News'. */
  latest: News[];
};

/** Spec 'Category page': the category's name, its list ten to a page, and the six newest in the sidebar. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  return (
    <Listing
      title={data.category.name}
      listing={data}
      sidebar={<LatestNews news={data.latest} titleWords={TITLE_WORDS} />}
    />
  );
}
