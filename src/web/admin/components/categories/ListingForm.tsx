import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { suggestSlug } from '../../../../shared/slugs';
import { FormActions, InputField, TextAreaField } from '../ui';

/** The fields a category and a subcategory both have; each form adds its own beside the name. */
type ListingFields = { name: string; slug?: string; description?: string };

/**
 * The form of a category or a subcategory (docs/product.md, Categories and subcategories): name, slug, the listing's
 * own field (`beside`), description. A new listing's slug follows its name (romanised as newsrooms
 * write Hindi, decision 273) until the editor types one; an existing listing keeps its address. `onSave` resolves true once saved, and a create form
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
  slugHelp,
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
  /** Where the listing will live, for the slug's help (`/{slug}`, `/{category}/{slug}`). */
  slugHelp: string;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  // The shared fields, registered by their names, which every listing form has.
  const shared = form as unknown as UseFormReturn<ListingFields>;
  const { errors, isSubmitting } = shared.formState;
  const slugEdited = useRef(Boolean((defaultValues as ListingFields).slug));
  const name = useWatch({ control: shared.control, name: 'name' });
  useEffect(() => {
    if (!slugEdited.current) shared.setValue('slug', suggestSlug(name ?? ''));
  }, [name, shared]);

  const submit = form.handleSubmit(async (values) => {
    if ((await onSave(values)) && clearAfterSave) {
      form.reset();
      slugEdited.current = false;
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
      <InputField
        id={`${idPrefix}-slug`}
        label="Slug"
        help={slugHelp}
        error={errors.slug?.message}
        autoCapitalize="none"
        spellCheck={false}
        registration={shared.register('slug', {
          onChange: (event) => {
            slugEdited.current = event.target.value !== '';
          },
        })}
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
