import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { VIDEO_TYPES } from '../../../../shared/constants';
import { type VideoCreateInput, videoCreateSchema } from '../../../../shared/schemas/videos';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { Button, Field, inputClass, Panel } from '../ui';
import { announceCreatedWithGreeting, toastCreateFailed } from './announce';
import { videoList } from './lists';
import { type Done, formDataOf, useCreate } from './rows';

/** Where each slot shows on the site, beside the spec's value. */
export const VIDEO_SLOTS: Record<(typeof VIDEO_TYPES)[number], string> = {
  'right-yt': 'Right column',
  'middle-yt': 'Middle row',
  middle: 'Middle row',
  short: 'Shorts row',
};

/** Spec 'YouTube Video': the create panel (url, type); every admin may add one (spec §6). */
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
          <Field
            id="video-url"
            label="URL"
            required
            error={errors.url?.message}
            help="A YouTube watch, shorts, live or youtu.be link."
          >
            {(describedBy) => (
              <input
                id="video-url"
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
          <Field id="video-type" label="Type" required error={errors.type?.message}>
            {(describedBy) => (
              <select
                id="video-type"
                className={inputClass(Boolean(errors.type))}
                aria-invalid={Boolean(errors.type)}
                aria-describedby={describedBy}
                {...register('type')}
              >
                <option value="">Choose a type</option>
                {VIDEO_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {VIDEO_SLOTS[type]} ({type})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={create.isPending}>
            Add Video
          </Button>
        </div>
      </form>
    </Panel>
  );
}
