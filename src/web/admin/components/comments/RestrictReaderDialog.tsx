import { useEffect, useState } from 'react';
import { formatArticleDate } from '../../../../shared/dates';
import { type ModeratedComment, readerRestrictionSchema } from '../../../../shared/schemas/comments';
import { Dialog } from '../Dialog';
import { Button, Field, inputClass } from '../ui';
import { useRestrictReader } from './moderation-queries';
import { standingText } from './moderation-words';

export type ModeratedReader = NonNullable<ModeratedComment['reader']>;

const DEFAULT_DAYS = '7';

/**
 * Suspend a reader for some days or ban them, optionally hiding their comments too; lift a
 * suspension or ban (docs/product.md, Comments screen). The days are checked by the server's own schema.
 */
export function RestrictReaderDialog({ reader, onClose }: { reader: ModeratedReader | null; onClose: () => void }) {
  const [kind, setKind] = useState<'suspend' | 'ban'>('suspend');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [hideComments, setHideComments] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!reader) return;
    setKind('suspend');
    setDays(DEFAULT_DAYS);
    setHideComments(false);
    setError(undefined);
  }, [reader]);
  const restrict = useRestrictReader(onClose);

  const submit = () => {
    if (!reader) return;
    const checked = readerRestrictionSchema.safeParse(
      kind === 'ban' ? { hideComments } : { days: days.trim() === '' ? Number.NaN : Number(days), hideComments },
    );
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    restrict.mutate({ readerId: reader._id, restriction: checked.data });
  };

  const standing = reader && standingText(reader, formatArticleDate);
  return (
    <Dialog open={reader !== null} onOpenChange={(open) => !open && onClose()} title="Restrict reader">
      {reader && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-[15px]">
            <span className="font-semibold">{reader.name}</span>{' '}
            <span className="break-all text-muted">({reader.email})</span>
            {standing && <span className="mt-1 block font-semibold text-brand">{standing}</span>}
          </p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-[14px] font-semibold">Restriction</legend>
            <label className="flex items-center gap-2 text-[15px]">
              <input
                type="radio"
                name="restriction"
                checked={kind === 'suspend'}
                onChange={() => setKind('suspend')}
                className="size-4 accent-brand"
              />
              Suspend for some days
            </label>
            <label className="flex items-center gap-2 text-[15px]">
              <input
                type="radio"
                name="restriction"
                checked={kind === 'ban'}
                onChange={() => setKind('ban')}
                className="size-4 accent-brand"
              />
              Ban (also signs them out everywhere)
            </label>
          </fieldset>
          {kind === 'suspend' && (
            <Field id="restrict-days" label="Days" required error={error}>
              {(describedBy) => (
                <input
                  id="restrict-days"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy}
                  className={`${inputClass(Boolean(error))} max-w-32`}
                />
              )}
            </Field>
          )}
          <label className="flex items-center gap-2 text-[15px]">
            <input
              type="checkbox"
              checked={hideComments}
              onChange={(event) => setHideComments(event.target.checked)}
              className="size-4 accent-brand"
            />
            Also hide their visible and waiting comments
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            {reader.status !== 'active' && (
              <Button
                variant="secondary"
                className="mr-auto"
                disabled={restrict.isPending}
                onClick={() => restrict.mutate({ readerId: reader._id, restriction: null })}
              >
                Lift restriction
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={restrict.isPending}>
              {kind === 'ban' ? 'Ban reader' : 'Suspend reader'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
