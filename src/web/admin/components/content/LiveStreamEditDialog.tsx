import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type LiveStream, type LiveStreamFormInput, liveStreamFormSchema } from '../../../../shared/schemas/live';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { popupError } from '../../popups';
import { Dialog } from '../Dialog';
import { Button } from '../ui';
import { announceDone, LIVE_STREAM_UPDATE_FAILED } from './announce';
import { LiveStreamFields } from './LiveStreamFields';
import { liveStreamList } from './lists';
import { type Done, replaceRow } from './rows';

/**
 * Spec 'Live Streams': the 'Edit Live Stream' dialog (name, URL, Close/Update). It sends the whole
 * item back (spec §7) and closes once the server has saved it; the row then shows the saved copy.
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
      api<Done & { liveStream: LiveStream }>(`/live/livestream/${stream._id}`, {
        method: 'PUT',
        body: { ...input, active: stream.active },
      }),
    onSuccess: (answer) => {
      replaceRow(client, liveStreamList.queryKey, answer.liveStream);
      onClose();
      announceDone(answer.message);
    },
    onError: (error) => {
      showServerFieldErrors(error, ['name', 'url'], setError);
      void popupError(error.message, LIVE_STREAM_UPDATE_FAILED);
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Live Stream">
      <form noValidate onSubmit={handleSubmit((input) => update.mutate(input))} className="flex flex-col gap-4">
        <LiveStreamFields idPrefix="live-edit" register={register} errors={errors} />
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
