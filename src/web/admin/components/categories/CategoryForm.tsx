import { useRef } from 'react';
import type { z } from 'zod';
import { categoryFormSchema } from '../../../../shared/schemas/categories';
import { Field } from '../ui';
import { ListingForm } from './ListingForm';

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
  const imageInput = useRef<HTMLInputElement>(null);
  return (
    <ListingForm
      idPrefix={idPrefix}
      schema={categoryFormSchema}
      defaultValues={initial ?? { name: '', slug: '', description: '' }}
      slugHelp="The category's address: /slug (letters, numbers, hyphens). Suggested from the name."
      submitLabel={submitLabel}
      clearAfterSave={clearAfterSave}
      onSave={(values) => onSave(values, imageInput.current?.files?.[0])}
      onCleared={() => {
        if (imageInput.current) imageInput.current.value = '';
      }}
      onCancel={onCancel}
      beside={() => (
        <Field id={`${idPrefix}-image`} label="Image" help="JPEG, PNG, WebP, GIF or AVIF">
          {(describedBy) => (
            <div className="flex items-center gap-3">
              {currentImage && (
                <img
                  src={currentImage}
                  alt="Current"
                  width={64}
                  height={40}
                  className="h-10 w-16 rounded object-cover"
                />
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
      )}
    />
  );
}
