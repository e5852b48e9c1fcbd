import type { Category } from '../../../shared/schemas/categories';
import type { CategoryRow } from '../../db/database';
import type { SubcategoryRef } from '../subcategories/subcategories.repository';

/** The one place a category row becomes JSON, with the id and name of each of its subcategories. */
export function presentCategory(row: CategoryRow, subcategories: SubcategoryRef[]): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug ?? '',
    description: row.description,
    image: row.image,
    position: row.position,
    subCategories: subcategories.map((subcategory) => ({
      _id: subcategory.id,
      name: subcategory.name,
      slug: subcategory.slug ?? '',
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
