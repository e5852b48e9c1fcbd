import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { COMMENT_MAX_CHARS } from '../../../shared/comment-rules';
import type { CommentWord } from '../../../shared/messages/comments';
import { fieldClass } from '../components/FieldError';
import type { WordWriter } from '../island-words';
import { messageOf } from '../reader/api';

type CommentBoxProps = {
  /** Names the box's elements (decision 168): one page holds several boxes. */
  idPrefix: string;
  label: string;
  submitLabel: string;
  w: WordWriter<CommentWord>;
  initialText?: string;
  /** Sends the text; a refusal throws and its message shows under the field, the text kept. */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  /** Takes the focus when it opens (a reply or an edit), not the box under the heading. */
  focusOnOpen?: boolean;
};

/**
 * A comment's text box with its counter (docs/product.md, Comments: 2 to 2,000 characters): the
 * server checks the text and its refusal shows under the field, in the server's words.
 */
export function CommentBox({
  idPrefix,
  label,
  submitLabel,
  w,
  initialText = '',
  onSubmit,
  onCancel,
  focusOnOpen,
}: CommentBoxProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError('');
    try {
      await onSubmit(text);
      setText('');
    } catch (refusal) {
      setError(messageOf(refusal));
      field.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const fieldId = `${idPrefix}-text`;
  const errorId = `${idPrefix}-error`;
  const counterId = `${idPrefix}-counter`;
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={fieldId} className="block text-[15px] font-bold">
        {label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX_CHARS}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        className={`${fieldClass(Boolean(error))} min-h-24 resize-y`}
      />
      <p id={errorId} role="alert" className="text-[15px] text-brand">
        {error}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={counterId} className="text-[13px] text-muted">
          {w('charactersLeft', { count: COMMENT_MAX_CHARS - text.length })}
        </span>
        <div className="flex gap-2">
          {onCancel && <CancelButton label={w('cancel')} onClick={onCancel} />}
          <button
            type="submit"
            disabled={sending}
            className="min-h-11 rounded bg-brand px-4 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {sending ? w('sending') : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The outlined button that closes a reply, edit or report form without sending it. */
export function CancelButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 rounded border border-[#8a8a8a] px-4 font-bold hover:border-brand hover:text-brand"
    >
      {label}
    </button>
  );
}
