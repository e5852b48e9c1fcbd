import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Category, subCategoryCreateSchema } from '../../../../shared/schemas/categories';
import { Button, Field, inputClass } from '../ui';

type FormInput = z.input<typeof subCategoryCreateSchema>;
export type SubCategoryFormValues = z.output<typeof subCategoryCreateSchema>;

/**
 * Name, description and parent category of a subcategory: the create panel and the edit dialog
 * (spec 'SubCategories'). `onSave` resolves true once saved, and a create form then starts empty again.
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
      <Field id={`${idPrefix}-name`} label="Name" required error={errors.name?.message}>
        {(describedBy) => (
          <input
            id={`${idPrefix}-name`}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy}
            className={inputClass(Boolean(errors.name))}
            {...form.register('name')}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-category`} label="Category" required error={errors.category?.message}>
        {(describedBy) => (
          <select
            id={`${idPrefix}-category`}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={describedBy}
            className={inputClass(Boolean(errors.category))}
            {...form.register('category')}
          >
            <option value="">Select a category</option>
            {categories?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="md:col-span-2">
        <Field id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
          {(describedBy) => (
            <textarea
              id={`${idPrefix}-description`}
              rows={3}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={describedBy}
              className={inputClass(Boolean(errors.description))}
              {...form.register('description')}
            />
          )}
        </Field>
      </div>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
