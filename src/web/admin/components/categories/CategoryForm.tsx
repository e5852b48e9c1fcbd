import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { categoryFormSchema } from '../../../../shared/schemas/categories';
import { Field, FormActions, InputField, TextAreaField } from '../ui';

type FormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

/**
 * Name, description and image of a category: the 'Create Category' panel and the edit dialog
 * (docs/product.md, Categories and subcategories). The image goes as a file beside the checked fields; `onSave` resolves true
 * once saved, and a create form then starts empty again.
 */
export function CategoryForm({
  idPrefix,
  initial,
  currentImage,
  submitLabel,
  clearAfterSave,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  initial?: CategoryFormValues;
  currentImage?: string;
  submitLabel: string;
  clearAfterSave?: boolean;
  onSave: (values: CategoryFormValues, image: File | undefined) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useForm<FormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    mode: 'onTouched',
    defaultValues: initial ?? { name: '', description: '' },
  });
  const imageInput = useRef<HTMLInputElement>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const saved = await onSave(values, imageInput.current?.files?.[0]);
    if (saved && clearAfterSave) {
      form.reset();
      if (imageInput.current) imageInput.current.value = '';
    }
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
      <Field id={`${idPrefix}-image`} label="Image" help="JPEG, PNG, WebP, GIF or AVIF">
        {(describedBy) => (
          <div className="flex items-center gap-3">
            {currentImage && (
              <img src={currentImage} alt="Current" width={64} height={40} className="h-10 w-16 rounded object-cover" />
            )}
            <input
              ref={imageInput}
              id={`${idPrefix}-image`}
              type="file"
              accept="image/*"
              aria-describedby={describedBy}
              className="w-full text-[14px] file:mr-3 file:rounded-md file:border file:border-neutral-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
            />
          </div>
        )}
      </Field>
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
