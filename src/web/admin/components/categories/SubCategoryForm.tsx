import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Category, subCategoryCreateSchema } from '../../../../shared/schemas/categories';
import { FormActions, InputField, SelectField, TextAreaField } from '../ui';

type FormInput = z.input<typeof subCategoryCreateSchema>;
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
  const form = useForm<FormInput, unknown, SubCategoryFormValues>({
    resolver: zodResolver(subCategoryCreateSchema),
    mode: 'onTouched',
    defaultValues: initial ?? { name: '', description: '', category: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if ((await onSave(values)) && clearAfterSave) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <InputField
        id={`${idPrefix}-name`}
        label="Name"
        required
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <SelectField
        id={`${idPrefix}-category`}
        label="Category"
        required
        error={errors.category?.message}
        registration={form.register('category')}
      >
        <option value="">Select a category</option>
        {categories?.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="md:col-span-2">
        <TextAreaField
          id={`${idPrefix}-description`}
          label="Description"
          error={errors.description?.message}
          registration={form.register('description')}
          rows={3}
        />
      </div>
      <FormActions
        className="flex gap-2 md:col-span-2"
        submitLabel={submitLabel}
        pending={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
