import type { z } from 'zod';
import { subCategoryCreateSchema } from '../../../../shared/schemas/categories';
import type { Category } from '../../../shared/api-entities';
import { SelectField } from '../ui';
import { ListingForm } from './ListingForm';

export type SubCategoryFormValues = z.output<typeof subCategoryCreateSchema>;

/**
 * Name, description and parent category of a subcategory: the create panel and the edit dialog
 * (docs/product.md, Categories and subcategories). `onSave` resolves true once saved, and a create form then starts empty again.
 */
export function SubCategoryForm({
  idPrefix,
  categories,
  initial,
  submitLabel,
  clearAfterSave,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  categories: Category[] | undefined;
  initial?: SubCategoryFormValues;
  submitLabel: string;
  clearAfterSave?: boolean;
  onSave: (values: SubCategoryFormValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  return (
    <ListingForm
      idPrefix={idPrefix}
      schema={subCategoryCreateSchema}
      defaultValues={initial ?? { name: '', slug: '', description: '', category: '' }}
      slugHelp="The subcategory's address under its category: /category/slug. Suggested from the name."
      submitLabel={submitLabel}
      clearAfterSave={clearAfterSave}
      onSave={onSave}
      onCancel={onCancel}
      beside={({ register, formState: { errors } }) => (
        <SelectField
          id={`${idPrefix}-category`}
          label="Category"
          required
          error={errors.category?.message}
          registration={register('category')}
        >
          <option value="">Select a category</option>
          {categories?.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
