import { Pin, PinOff, Radio } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import {
  LIVE_SCORE_MAX_CHARS,
  LIVE_UPDATE_MAX_CHARS,
  LIVE_UPDATE_TEXT_REQUIRED,
} from '../../../../shared/schemas/live-blog';
import { zoneFormatter } from '../../../../shared/zone-formatter';
import { ApiError } from '../../../shared/api-client';
import { confirmDelete, popupError } from '../../popups';
import { uploadImage } from '../news/upload-image';
import { Button, inputClass } from '../ui';
import { type LiveUpdateBody, type LiveUpdateItem, useLiveBlog, useLiveBlogWrites } from './live-blog-queries';

type Draft = { body: string; score: string; keyEvent: boolean; image: LiveUpdateItem['image'] };
const EMPTY: Draft = { body: '', score: '', keyEvent: false, image: null };

/** The back office shows times in the site's zone, as readers see them, whatever the editor's computer says. */
const siteTime = zoneFormatter({ hour: 'numeric', minute: '2-digit' })(DEFAULT_TIMEZONE);
const timeOf = (iso: string) => siteTime.format(new Date(iso));

/** Pinned first, then newest first, as readers see them. */
function ordered(updates: LiveUpdateItem[]): LiveUpdateItem[] {
  return [...updates].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt));
}

function UpdateRow({
  update,
  onEdit,
  onPin,
  onDelete,
  busy,
}: {
  update: LiveUpdateItem;
  onEdit: () => void;
  onPin: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li
      className={`border-l-4 py-2 pl-3 ${update.pinned ? 'border-brand bg-red-50' : update.keyEvent ? 'border-ink' : 'border-hairline'}`}
    >
      <p className="flex flex-wrap items-center gap-2 text-[12px] text-muted">
        <time dateTime={update.createdAt}>{timeOf(update.createdAt)}</time>
        {update.pinned && <span className="font-bold text-brand">Pinned</span>}
        {update.keyEvent && <span className="font-bold text-ink">Key event</span>}
        {update.image && <span>Image</span>}
      </p>
      {update.score && <p className="text-[14px] font-bold">{update.score}</p>}
      <p className="line-clamp-3 whitespace-pre-line text-[14px]">{update.body}</p>
      <div className="mt-1 flex gap-1">
        <Button variant="quiet" className="px-2! py-0.5! text-[13px]!" onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        <Button
          variant="quiet"
          className="px-2! py-0.5! text-[13px]!"
          onClick={onPin}
          disabled={busy}
          aria-label={update.pinned ? 'Unpin this update' : 'Pin this update to the top'}
        >
          {update.pinned ? (
            <PinOff aria-hidden="true" className="size-3.5" />
          ) : (
            <Pin aria-hidden="true" className="size-3.5" />
          )}
          {update.pinned ? 'Unpin' : 'Pin'}
        </Button>
        <Button variant="quiet" className="px-2! py-0.5! text-[13px]! text-brand!" onClick={onDelete} disabled={busy}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * The live blog's composer beside the news form (docs/product.md, Live blog; decision 224): short
 * updates with an optional image, score line and key-event flag, posted with the button or
 * Ctrl+Enter; the updates below it can be edited, pinned or deleted; the coverage ended and resumed.
 * Shown only for an article whose Live switch is saved on.
 */
export function LiveBlogComposer({ newsId }: { newsId: string }) {
  const blog = useLiveBlog(newsId);
  const writes = useLiveBlogWrites(newsId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [uploading, setUploading] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);

  if (!blog.data?.coverage.live) return null;
  const { coverage, updates } = blog.data;
  const ended = coverage.endedAt !== null;
  const saving = writes.post.isPending || writes.edit.isPending;

  const reset = () => {
    setDraft(EMPTY);
    setEditing(null);
    setErrors({});
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.body.trim() === '') {
      setErrors({ body: LIVE_UPDATE_TEXT_REQUIRED });
      text.current?.focus();
      return;
    }
    const body: LiveUpdateBody = { body: draft.body, score: draft.score, keyEvent: draft.keyEvent, image: draft.image };
    try {
      const answer = editing
        ? await writes.edit.mutateAsync({ updateId: editing, body })
        : await writes.post.mutateAsync(body);
      setStatus(answer.message);
      reset();
      text.current?.focus();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.errors);
      if (Object.keys(error.errors).length === 0) await popupError(error.message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') void submit();
  };

  const act = async (action: () => Promise<{ message?: string }>) => {
    try {
      setStatus((await action()).message ?? '');
    } catch (error) {
      if (error instanceof ApiError) await popupError(error.message);
      else throw error;
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadImage(file, () => {});
      setDraft((current) => ({ ...current, image }));
    } catch (error) {
      await popupError(error instanceof Error ? error.message : 'Could Not Add Image Details');
    } finally {
      setUploading(false);
    }
  };

  return (
    <aside
      aria-labelledby="live-composer-heading"
      className="mb-6 rounded-lg border border-hairline bg-white p-3 shadow-sm xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:w-[380px] xl:shrink-0 xl:overflow-y-auto"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="live-composer-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Radio aria-hidden="true" className={`size-5 ${ended ? 'text-muted' : 'text-brand'}`} />
          Live blog
        </h2>
        <Button
          variant={ended ? 'secondary' : 'danger'}
          className="px-3! py-1! text-[13px]!"
          disabled={writes.coverage.isPending}
          onClick={async () => {
            if (!ended && !(await confirmEnd())) return;
            await act(() => writes.coverage.mutateAsync(!ended));
          }}
        >
          {ended ? 'Resume live coverage' : 'End live coverage'}
        </Button>
      </div>
      {ended ? (
        <p className="mb-3 rounded bg-neutral-100 p-2 text-[14px]">
          Coverage ended {timeOf(coverage.endedAt ?? '')}. Resume it to post again; you can still edit or delete
          updates.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={editing ? 'Edit live update' : 'New live update'}
          className="space-y-2"
        >
          <label htmlFor="live-update-body" className="text-[14px] font-semibold">
            {editing ? 'Edit update' : 'New update'}
            <span aria-hidden="true" className="text-brand">
              {' '}
              *
            </span>
          </label>
          <textarea
            id="live-update-body"
            ref={text}
            rows={4}
            maxLength={LIVE_UPDATE_MAX_CHARS}
            value={draft.body}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            onKeyDown={onKeyDown}
            aria-invalid={Boolean(errors.body)}
            aria-describedby="live-update-body-help"
            className={inputClass(Boolean(errors.body))}
          />
          <p id="live-update-body-help" className="flex justify-between text-[12px] text-muted">
            <span>Ctrl+Enter posts.</span>
            <span>
              {draft.body.length} / {LIVE_UPDATE_MAX_CHARS}
            </span>
          </p>
          {errors.body && (
            <p role="alert" className="text-[13px] text-brand">
              {errors.body}
            </p>
          )}
          <label htmlFor="live-update-score" className="block text-[14px] font-semibold">
            Score line
          </label>
          <input
            id="live-update-score"
            value={draft.score}
            maxLength={LIVE_SCORE_MAX_CHARS}
            placeholder="IND 245/3 (38.2)"
            onChange={(event) => setDraft({ ...draft, score: event.target.value })}
            className={inputClass(Boolean(errors.score))}
          />
          {errors.score && (
            <p role="alert" className="text-[13px] text-brand">
              {errors.score}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3 text-[14px]">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={draft.keyEvent}
                onChange={(event) => setDraft({ ...draft, keyEvent: event.target.checked })}
                className="size-4 accent-brand"
              />
              Key event
            </label>
            {draft.image ? (
              <span className="flex items-center gap-2">
                <img src={draft.image.url} alt="" className="h-10 w-16 rounded object-cover" />
                <Button
                  variant="quiet"
                  className="px-2! py-0.5! text-[13px]!"
                  onClick={() => setDraft({ ...draft, image: null })}
                >
                  Remove image
                </Button>
              </span>
            ) : (
              <label className="cursor-pointer underline">
                {uploading ? 'Uploading…' : 'Add image'}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  disabled={uploading}
                  onChange={(event) => void attach(event.target.files?.[0])}
                />
              </label>
            )}
          </div>
          {errors.image && (
            <p role="alert" className="text-[13px] text-brand">
              {errors.image}
            </p>
          )}
          <div className="flex justify-end gap-2">
            {editing && (
              <Button variant="secondary" onClick={reset}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={saving || uploading}>
              {editing ? 'Save update' : 'Post update'}
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="mt-2 min-h-5 text-[13px] text-muted">
        {status}
      </p>
      <h3 className="mt-2 text-[14px] font-semibold">
        Updates <span className="font-normal text-muted">({updates.length})</span>
      </h3>
      {updates.length === 0 && <p className="mt-1 text-[14px] text-muted">No updates yet.</p>}
      <ol aria-label="Posted updates" className="mt-1 space-y-2">
        {ordered(updates).map((update) => (
          <UpdateRow
            key={update._id}
            update={update}
            busy={writes.pin.isPending || writes.remove.isPending}
            onEdit={() => {
              setEditing(update._id);
              setErrors({});
              setDraft({ body: update.body, score: update.score, keyEvent: update.keyEvent, image: update.image });
              text.current?.focus();
            }}
            onPin={() => void act(() => writes.pin.mutateAsync({ updateId: update._id, pinned: !update.pinned }))}
            onDelete={async () => {
              if (!(await confirmDelete('this update'))) return;
              if (editing === update._id) reset();
              await act(() => writes.remove.mutateAsync(update._id));
            }}
          />
        ))}
      </ol>
    </aside>
  );
}

async function confirmEnd(): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const answer = await Swal.fire({
    icon: 'question',
    title: 'End live coverage?',
    text: 'Readers see that the coverage has ended and the LIVE label goes. You can resume it later.',
    showCancelButton: true,
    confirmButtonText: 'End coverage',
    cancelButtonText: 'Cancel',
    confirmButtonColor: '#c8102e',
  });
  return answer.isConfirmed;
}
