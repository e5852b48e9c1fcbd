import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../ui';

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
      <InputField
        id={`${idPrefix}-name`}
        label="Name"
        required
        error={errors.name?.message}
        registration={register('name')}
      />
      <InputField
        id={`${idPrefix}-url`}
        label="URL"
        required
        error={errors.url?.message}
        help="A YouTube link plays in the site's own player; other http(s) links are framed as given."
        registration={register('url')}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
      />
    </>
  );
}
