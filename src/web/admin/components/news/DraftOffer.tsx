import { Button } from '../ui';
import type { StoredDraft } from './news-draft';

/**
 * Offers back the draft kept in this browser (docs/product.md, News form): restore it or throw it away. What the form
 * holds meanwhile is kept too (decision 126), and the offer says which choice keeps what.
 */
export function DraftOffer({
  draft,
  typedSince,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft;
  /** Whether the form holds text of its own, typed while this draft was on offer. */
  typedSince: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const when = new Date(draft.savedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-labelledby="draft-offer-heading"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4"
    >
      <div>
        <h2 id="draft-offer-heading" className="font-semibold">
          Unsaved draft found
        </h2>
        <p className="text-[14px]">
          This browser kept changes you had not saved ({when}
          {draft.values.title ? `: “${draft.values.title}”` : ''}).
        </p>
        {typedSince && (
          <p className="mt-1 text-[14px]">
            What is in the form now is kept as well. <strong>Restore draft</strong> replaces it with the older draft;{' '}
            <strong>Discard</strong> throws the older draft away and keeps the form as it is.
          </p>
        )}
      </div>
      <div className="flex gap-2 whitespace-nowrap">
        <Button onClick={onRestore}>Restore draft</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
