import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, InputField, TextAreaField } from '../ui';

/** The fields a category and a subcategory both have; each form adds its own beside the name. */
type ListingFields = { name: string; description?: string };

/**
 * The form of a category or a subcategory (docs/product.md, Categories and subcategories): name, the listing's
 * own field (`beside`), description. `onSave` resolves true once saved, and a create form
 * (`clearAfterSave`) then starts empty again, `onCleared` clearing what the form does not hold.
 */
export function ListingForm<Input extends FieldValues & ListingFields, Output>({
  idPrefix,
  schema,
  defaultValues,
  submitLabel,
  clearAfterSave,
  onSave,
  onCleared,
  onCancel,
  beside,
}: {
  idPrefix: string;
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  submitLabel: string;
  clearAfterSave: boolean | undefined;
  onSave: (values: Output) => Promise<boolean>;
  onCleared?: () => void;
  onCancel: (() => void) | undefined;
  beside: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  // The shared fields, registered by their names, which every listing form has.
  const shared = form as unknown as UseFormReturn<ListingFields>;
  const { errors, isSubmitting } = shared.formState;

  const submit = form.handleSubmit(async (values) => {
    if ((await onSave(values)) && clearAfterSave) {
      form.reset();
      onCleared?.();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <InputField
        id={`${idPrefix}-name`}
        label="Name"
        required
        error={errors.name?.message}
        registration={shared.register('name')}
      />
      {beside(form)}
      <div className="md:col-span-2">
        <TextAreaField
          id={`${idPrefix}-description`}
          label="Description"
          error={errors.description?.message}
          registration={shared.register('description')}
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
