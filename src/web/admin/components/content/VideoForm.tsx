import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { VIDEO_TYPES } from '../../../../shared/constants';
import { type VideoCreateInput, videoCreateSchema } from '../../../../shared/schemas/videos';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { FormActions, InputField, Panel, SelectField } from '../ui';
import { announceCreatedWithGreeting, toastCreateFailed } from './announce';
import { videoList } from './lists';
import { type Done, formDataOf, useCreate } from './rows';

/** Where each slot shows on the site, beside its stored value (docs/product.md, Videos). */
export const VIDEO_SLOTS: Record<(typeof VIDEO_TYPES)[number], string> = {
  'right-yt': 'Right column',
  'middle-yt': 'Middle row',
  middle: 'Middle row',
  short: 'Shorts row',
};

/** The create panel (url, type); every admin may add one (docs/product.md, Videos). */
export function VideoForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof videoCreateSchema>, unknown, VideoCreateInput>({
    resolver: zodResolver(videoCreateSchema),
    mode: 'onTouched',
    defaultValues: { url: '' },
  });
  const create = useCreate(
    videoList.queryKey,
    (input: VideoCreateInput) => api<Done>('/yt/create', { method: 'POST', body: formDataOf(input) }),
    {
      done: (answer) => {
        reset();
        announceCreatedWithGreeting(answer.message);
      },
      failed: (error) => {
        showServerFieldErrors(error, ['url', 'type'], setError);
        toastCreateFailed(error);
      },
    },
  );

  return (
    <Panel title="Add Youtube Video">
      <form noValidate onSubmit={handleSubmit((input) => create.mutate(input))} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id="video-url"
            label="URL"
            required
            error={errors.url?.message}
            help="A YouTube watch, shorts, live or youtu.be link."
            registration={register('url')}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
          <SelectField
            id="video-type"
            label="Type"
            required
            error={errors.type?.message}
            registration={register('type')}
          >
            <option value="">Choose a type</option>
            {VIDEO_TYPES.map((type) => (
              <option key={type} value={type}>
                {VIDEO_SLOTS[type]} ({type})
              </option>
            ))}
          </SelectField>
        </div>
        <FormActions submitLabel="Add Video" pending={create.isPending} />
      </form>
    </Panel>
  );
}
