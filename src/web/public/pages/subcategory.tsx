import { type CricketMatch, CricketScore } from '../components/CricketScore';
import { ReligionBox } from '../components/ReligionBox';
import { TabbedNews } from '../components/TabbedNews';
import type { SubcategorySidebarData } from '../listing-sidebar.server';
import { Listing, type ListingData } from './listing';

export type SubcategoryPageData = ListingData & {
  subcategory: { id: string; name: string; description: string };
  /** `image`: the category's image address, for the share tags; '' for none. */
  category: { id: string; name: string; image: string };
  sidebar: SubcategorySidebarData;
  cricketWidgetUrl: string;
  cricketMatch: CricketMatch | null;
};

/**
 * docs/product.md, Listing pages: the same list under the subcategory's name; the sidebar holds the
 * tabbed boxes ('fresh news', then 'special interview') and the religion block (decision 090).
 */
export function SubcategoryPage({ data }: { data: SubcategoryPageData }) {
  return (
    <Listing
      title={data.subcategory.name}
      listing={data}
      sidebar={
        <>
          {data.sidebar.tabbedBoxes.map((box) => (
            <TabbedNews key={box.variant} box={box} />
          ))}
          <CricketScore url={data.cricketWidgetUrl} match={data.cricketMatch} />
          {data.sidebar.religion && <ReligionBox block={data.sidebar.religion} />}
        </>
      }
    />
  );
}
