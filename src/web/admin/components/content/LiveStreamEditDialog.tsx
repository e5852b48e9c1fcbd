import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { type LiveStream, type LiveStreamFormInput, liveStreamFormSchema } from '../../../../shared/schemas/live';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { Dialog } from '../Dialog';
import { Button } from '../ui';
import { announceDone, LIVE_STREAM_UPDATE_FAILED } from './announce';
import { LiveStreamFields } from './LiveStreamFields';
import { liveStreamList } from './lists';
import { showSavedRow } from './rows';

/**
 * The 'Edit Live Stream' dialog (name, URL, Close/Update; docs/product.md, Live streams). It sends
 * the whole item back, as the API takes it, and closes once the server has saved it; the row then shows the saved copy.
 * A failure is said inside the dialog, which stays open with what was typed (a popup over a modal
 * dialog would fight it for focus).
 */
export function LiveStreamEditDialog({ stream, onClose }: { stream: LiveStream; onClose: () => void }) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LiveStreamFormInput>({
    resolver: zodResolver(liveStreamFormSchema),
    mode: 'onTouched',
    defaultValues: { name: stream.name, url: stream.url },
  });
  const update = useMutation({
    mutationFn: (input: LiveStreamFormInput) =>
      api.PUT('/api/v1/live/livestream/{id}', {
        params: { path: { id: stream._id } },
        body: { ...input, active: stream.active },
      }),
    onSuccess: (answer) => {
      showSavedRow(client, liveStreamList.queryKey, answer.liveStream);
      // The dialog must be gone before the popup opens: the popup hides the rest of the page from
      // assistive technology and, on closing, restores what it found, which would include the
      // dialog's own hiding of the page behind it.
      flushSync(onClose);
      announceDone(answer.message);
    },
    onError: (error) => showServerFieldErrors(error, ['name', 'url'], setError),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Live Stream">
      <form noValidate onSubmit={handleSubmit((input) => update.mutate(input))} className="flex flex-col gap-4">
        <LiveStreamFields idPrefix="live-edit" register={register} errors={errors} />
        {update.error && (
          <div role="alert" className="rounded-md border border-brand bg-red-50 px-3 py-2 text-[14px]">
            <p className="font-semibold text-brand">{LIVE_STREAM_UPDATE_FAILED}</p>
            <p>{update.error.message}</p>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={update.isPending}>
            Update
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
