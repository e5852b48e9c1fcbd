import type { AppContext } from '../../server/context';
import { listPublishedBlocks, type PublishedBlock } from '../../server/modules/news/news.published';
import { RELIGION_BLOCK_ITEMS, TABBED_BOX_ITEMS } from '../../shared/constants';
import { formatCardDate } from '../../shared/dates';
import type { Settings } from '../../shared/schemas/settings';
import { categoryPath } from '../../shared/urls';
import type { ReligionBoxData } from './components/ReligionBox';
import type { TabbedNewsData, TabbedNewsVariant } from './components/TabbedNews';
import { siteNavigation } from './layout.server';

/** The subcategory page's sidebar blocks (docs/product.md, Listing pages); a block that could not be read is absent. */
export type SubcategorySidebarData = { tabbedBoxes: TabbedNewsData[]; religion: ReligionBoxData | null };

const VARIANTS: TabbedNewsVariant[] = ['fresh', 'special'];

/**
 * Both tabbed boxes (25 newest per tab by publish time, of the types the settings give) and the
 * religion block (9 newest of the settings' category, absent when none is set): one query.
 * A read that fails is logged (docs/product.md, Messages) and the blocks are left out; the page still renders.
 */
export async function loadSubcategorySidebar(ctx: AppContext, settings: Settings): Promise<SubcategorySidebarData> {
  const blocks: PublishedBlock[] = VARIANTS.flatMap((variant) =>
    settings.tabbedBoxes[variant].map((type) => ({ type, limit: TABBED_BOX_ITEMS })),
  );
  const religionId = settings.religionCategoryId;
  if (religionId) blocks.push({ categoryId: religionId, limit: RELIGION_BLOCK_ITEMS });
  let lists: Awaited<ReturnType<typeof listPublishedBlocks>>;
  let religionPath = '';
  try {
    const [read, navigation] = await Promise.all([listPublishedBlocks(ctx, blocks), siteNavigation(ctx)]);
    lists = read;
    const religion = navigation.find((category) => category._id === religionId);
    religionPath = religion ? categoryPath(religion) : '';
  } catch (error) {
    ctx.log.error({ err: error }, 'Could Not Fetch News');
    return { tabbedBoxes: [], religion: null };
  }
  const dated = (index: number) =>
    (lists[index] ?? []).map((item) => ({
      item,
      date: formatCardDate(item.publish, ctx.config.siteTimeZone, settings.siteLanguage),
    }));
  return {
    tabbedBoxes: VARIANTS.map((variant, index) => ({ variant, tabs: [dated(2 * index), dated(2 * index + 1)] })),
    religion: religionPath ? { path: religionPath, news: dated(VARIANTS.length * 2) } : null,
  };
}
