import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, inputClass } from '../ui';

type LiveStreamFieldValues = { name: string; url: string };

/** Name and URL, the two fields of the live-stream create panel and of the 'Edit Live Stream' dialog. */
export function LiveStreamFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<LiveStreamFieldValues>;
  errors: FieldErrors<LiveStreamFieldValues>;
}) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name" required error={errors.name?.message}>
        {(describedBy) => (
          <input
            id={`${idPrefix}-name`}
            className={inputClass(Boolean(errors.name))}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy}
            {...register('name')}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-url`}
        label="URL"
        required
        error={errors.url?.message}
        help="A YouTube link plays in the site's own player; other http(s) links are framed as given."
      >
        {(describedBy) => (
          <input
            id={`${idPrefix}-url`}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            className={inputClass(Boolean(errors.url))}
            aria-invalid={Boolean(errors.url)}
            aria-describedby={describedBy}
            {...register('url')}
          />
        )}
      </Field>
    </>
  );
}
