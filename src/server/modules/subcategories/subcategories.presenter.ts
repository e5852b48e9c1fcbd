import type { SubCategory } from '../../../shared/schemas/categories';
import type { SubcategoryWithCategory } from './subcategories.repository';

/** The one place a subcategory row becomes JSON; its category as `{ _id, name }`. */
export function presentSubcategory(row: SubcategoryWithCategory): SubCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug ?? '',
    description: row.description,
    category: { _id: row.category_id, name: row.category_name, slug: row.category_slug ?? '' },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
