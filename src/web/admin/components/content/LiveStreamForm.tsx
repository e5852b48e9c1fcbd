import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LiveStreamFormInput, liveStreamFormSchema } from '../../../../shared/schemas/live';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { FormActions, Panel } from '../ui';
import { announceDone, announceRefused } from './announce';
import { LiveStreamFields } from './LiveStreamFields';
import { liveStreamList } from './lists';
import { type Done, formDataOf, useCreate } from './rows';

/** The create panel (name, URL); a new stream starts active (docs/product.md, Live streams). */
export function LiveStreamForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LiveStreamFormInput>({
    resolver: zodResolver(liveStreamFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', url: '' },
  });
  const create = useCreate(
    liveStreamList.queryKey,
    (input: LiveStreamFormInput) =>
      api<Done>('/live/create', { method: 'POST', body: formDataOf({ ...input, active: 'true' }) }),
    {
      done: (answer) => {
        reset();
        announceDone(answer.message);
      },
      failed: (error) => {
        if (!showServerFieldErrors(error, ['name', 'url'], setError)) announceRefused(error);
      },
    },
  );

  return (
    <Panel title="Add Live Stream">
      <form noValidate onSubmit={handleSubmit((input) => create.mutate(input))} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <LiveStreamFields idPrefix="live-new" register={register} errors={errors} />
        </div>
        <FormActions submitLabel="Add Live Stream" pending={create.isPending} />
      </form>
    </Panel>
  );
}
