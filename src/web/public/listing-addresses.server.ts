import type { AppContext } from '../../server/context';
import type { Category } from '../../shared/schemas/categories';
import { siteNavigation } from './layout.server';

/**
 * Which category or subcategory a readable address names (decision 273), read from the navigation
 * kept in memory: telling a category's `/{slug}` from an article's costs no query.
 */
export async function categoryAt(ctx: AppContext, slug: string): Promise<Category | undefined> {
  return (await siteNavigation(ctx)).find((category) => category.slug === slug);
}

export async function subcategoryAt(ctx: AppContext, categorySlug: string, slug: string) {
  const category = await categoryAt(ctx, categorySlug);
  const subcategory = category?.subCategories.find((listed) => listed.slug === slug);
  return category && subcategory ? { category, subcategory } : undefined;
}

/** The category of an old id address (`/category/:id`), to send the reader to its readable one. */
export async function categoryWithId(ctx: AppContext, id: string): Promise<Category | undefined> {
  return (await siteNavigation(ctx)).find((category) => category._id === id);
}

export async function subcategoryWithId(ctx: AppContext, id: string) {
  for (const category of await siteNavigation(ctx)) {
    const subcategory = category.subCategories.find((listed) => listed._id === id);
    if (subcategory) return { category, subcategory };
  }
  return undefined;
}

/** The query of a request's address (`?page=2`), or '': a redirect keeps it. */
export function queryOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark);
}
