import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AD_TYPES } from '../../../../shared/constants';
import { AD_IMAGE_FIELD, type AdFormInput, adFormSchema } from '../../../../shared/schemas/ads';
import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES } from '../../../../shared/schemas/media';
import { formBody } from '../../../shared/api-client';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { Field, FormActions, InputField, inputClass, Panel, SelectField } from '../ui';
import { announceCreatedWithGreeting, toastCreateFailed } from './announce';
import { adList } from './lists';
import { useCreate } from './rows';

/** Where each position type shows on the site, beside its stored value (spelt so: docs/product.md, Ads). */
export const AD_POSITIONS: Record<(typeof AD_TYPES)[number], string> = {
  'top-add': 'Top banner',
  'right-add': 'Right column',
  'buttom-add': 'Bottom banner',
};

/** A preview of the chosen file, as a data: address (the back office's CSP allows data: images, not blob:). */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!file?.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : undefined);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

/** The create panel (url, position type, image file; images only: docs/product.md, Ads). */
export function AdForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof adFormSchema>, unknown, AdFormInput>({
    resolver: zodResolver(adFormSchema),
    mode: 'onTouched',
    defaultValues: { url: '' },
  });
  // The file input cannot be cleared by value: a new key gives a fresh one after each create.
  const [fileInputKey, setFileInputKey] = useState(0);
  const preview = usePreview(watch('image'));
  const create = useCreate(
    adList.queryKey,
    ({ url, type, image }: AdFormInput) =>
      api.POST('/api/v1/ads/create', {
        body: { url, type, [AD_IMAGE_FIELD]: image },
        bodySerializer: formBody,
      }),
    {
      done: (answer) => {
        reset();
        setFileInputKey((key) => key + 1);
        announceCreatedWithGreeting(answer.message);
      },
      failed: (error) => {
        showServerFieldErrors(error, ['url', 'type', 'image'], setError);
        toastCreateFailed(error);
      },
    },
  );

  return (
    <Panel title="Create Ad">
      <form noValidate onSubmit={handleSubmit((input) => create.mutate(input))} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id="ad-url"
            label="URL"
            required
            error={errors.url?.message}
            help="Where a click on the banner goes."
            registration={register('url')}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <SelectField
            id="ad-type"
            label="Position type"
            required
            error={errors.type?.message}
            registration={register('type')}
          >
            <option value="">Choose a position</option>
            {AD_TYPES.map((type) => (
              <option key={type} value={type}>
                {AD_POSITIONS[type]} ({type})
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-wrap items-start gap-4">
          <div className="min-w-[min(16rem,100%)] flex-1">
            <Field
              id="ad-image"
              label="Image"
              required
              error={errors.image?.message}
              help={`${ACCEPTED_IMAGE_EXTENSIONS}.`}
            >
              {(describedBy) => (
                <Controller
                  control={control}
                  name="image"
                  render={({ field }) => (
                    <input
                      key={fileInputKey}
                      id="ad-image"
                      type="file"
                      accept={ACCEPTED_IMAGE_TYPES.join(',')}
                      className={`${inputClass(Boolean(errors.image))} file:mr-3 file:rounded file:border-0 file:bg-neutral-100 file:px-3 file:py-1`}
                      aria-invalid={Boolean(errors.image)}
                      aria-describedby={describedBy}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.files?.[0])}
                    />
                  )}
                />
              )}
            </Field>
          </div>
          {preview && (
            <img
              src={preview}
              alt="Preview of the chosen banner"
              className="h-24 w-auto max-w-60 rounded border border-hairline object-contain"
            />
          )}
        </div>
        <FormActions submitLabel="Create Ad" pending={create.isPending} />
      </form>
    </Panel>
  );
}
