import { type FormEvent, type MouseEvent, useState } from 'react';
import { COMMENT_EDIT_WINDOW_MINUTES, REPORT_REASONS, type ReportReason } from '../../../shared/comment-rules';
import { formatArticleDate } from '../../../shared/dates';
import { type LangCode, langOfText } from '../../../shared/language';
import type { CommentWord } from '../../../shared/messages/comments';
import type { CommentReply } from '../../../shared/schemas/comments';
import { HeartIcon } from '../components/LikeButton';
import type { WordWriter } from '../island-words';
import { messageOf } from '../reader/api';
import { CancelButton, CommentBox } from './CommentBox';
import { editableAt } from './comment-threads';

const COMMENT_EDIT_WINDOW_MS = COMMENT_EDIT_WINDOW_MINUTES * 60_000;

/** Each reason a reader may give for a report, as the catalogue names its words. */
const REASON_WORDS: Record<ReportReason, CommentWord> = {
  spam: 'reasonSpam',
  abusive: 'reasonAbusive',
  'off-topic': 'reasonOffTopic',
  other: 'reasonOther',
};

/** What a reader may do to a comment; each answers once the server has, and throws its refusal. */
export type CommentActions = {
  /** False while nobody is signed in: the like and the reply then open the sign-in. */
  signedIn: boolean;
  openSignIn: () => void;
  reply: (comment: CommentReply) => void;
  edit: (comment: CommentReply, text: string) => Promise<void>;
  remove: (comment: CommentReply) => Promise<void>;
  like: (comment: CommentReply) => Promise<void>;
  report: (comment: CommentReply, reason: ReportReason) => Promise<string>;
};

const ACTION =
  'inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded px-2 text-[15px] font-bold text-muted hover:text-brand';

function ReportForm({
  idPrefix,
  w,
  onSend,
  onCancel,
}: {
  idPrefix: string;
  w: WordWriter<CommentWord>;
  onSend: (reason: ReportReason) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const [error, setError] = useState('');
  async function send(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await onSend(reason);
    } catch (refusal) {
      setError(messageOf(refusal));
    }
  }
  return (
    <form onSubmit={send} className="mt-2 rounded border border-hairline bg-panel p-3">
      <fieldset>
        <legend className="mb-1 text-[15px] font-bold">{w('reportLegend')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {REPORT_REASONS.map((value) => (
            <label key={value} htmlFor={`${idPrefix}-${value}`} className="flex min-h-11 items-center gap-2">
              <input
                id={`${idPrefix}-${value}`}
                type="radio"
                name={`${idPrefix}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5 accent-brand"
              />
              {w(REASON_WORDS[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="alert" className="text-[15px] text-brand">
        {error}
      </p>
      <div className="mt-2 flex gap-2">
        <button type="submit" className="min-h-11 rounded bg-brand px-4 font-bold text-white hover:bg-brand-dark">
          {w('sendReport')}
        </button>
        <CancelButton label={w('cancel')} onClick={onCancel} />
      </div>
    </form>
  );
}

/**
 * One comment: the name, the time, the text as plain text with its line breaks (a link in it stays
 * text, docs/product.md, Comments), its likes, and what the reader may do with it. A reader's name
 * and text carry the `lang` of their script: readers write in either language on either page. Without a
 * signed-in reader the like and the reply are links to /signin, so they work without script too.
 */
export function CommentView({
  comment,
  w,
  lang,
  timeZone,
  actions,
}: {
  comment: CommentReply;
  w: WordWriter<CommentWord>;
  lang: LangCode;
  timeZone: string;
  actions: CommentActions;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'report'>('view');
  const [note, setNote] = useState('');
  const id = comment._id;

  if (comment.status === 'deleted') {
    return <p className="py-2 text-[15px] italic text-muted">{w('deleted')}</p>;
  }

  const toSignIn = (event: MouseEvent) => {
    event.preventDefault();
    actions.openSignIn();
  };
  const pending = comment.status === 'pending';
  return (
    <div className={pending ? 'rounded border border-dashed border-[#8a8a8a] p-2' : undefined}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-[15px]">
        {comment.user ? (
          <span lang={langOfText(comment.user.name)} className="font-bold">
            {comment.user.name}
          </span>
        ) : (
          <span className="font-bold">{w('deletedReader')}</span>
        )}
        <time dateTime={comment.createdAt} className="text-[13px] text-muted">
          {formatArticleDate(comment.createdAt, timeZone, lang)}
        </time>
        {comment.edited && <span className="text-[13px] text-muted">({w('edited')})</span>}
      </p>
      {pending && <p className="text-[13px] font-bold text-muted">{w('awaiting')}</p>}
      {mode === 'edit' ? (
        <div className="mt-2">
          <CommentBox
            idPrefix={`comment-edit-${id}`}
            label={w('edit')}
            submitLabel={w('save')}
            w={w}
            initialText={comment.text}
            focusOnOpen
            onSubmit={async (text) => {
              await actions.edit(comment, text);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        </div>
      ) : (
        <p lang={langOfText(comment.text)} className="mt-1 whitespace-pre-line break-words">
          {comment.text}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-x-1">
        {actions.signedIn ? (
          <button
            type="button"
            aria-label={w('like', { count: comment.likes })}
            aria-pressed={comment.likedByMe === true}
            disabled={pending}
            onClick={() => actions.like(comment)}
            className={`group ${ACTION} aria-pressed:text-brand disabled:opacity-50`}
          >
            <HeartIcon />
            {comment.likes}
          </button>
        ) : (
          <a
            href="/signin"
            aria-label={w('like', { count: comment.likes })}
            onClick={toSignIn}
            className={`group ${ACTION}`}
          >
            <HeartIcon />
            {comment.likes}
          </a>
        )}
        {actions.signedIn ? (
          !pending && (
            <button type="button" onClick={() => actions.reply(comment)} className={ACTION}>
              {w('reply')}
            </button>
          )
        ) : (
          <a href="/signin" onClick={toSignIn} className={ACTION}>
            {w('reply')}
          </a>
        )}
        {editableAt(comment, Date.now(), COMMENT_EDIT_WINDOW_MS) && mode !== 'edit' && (
          <button type="button" onClick={() => setMode('edit')} className={ACTION}>
            {w('edit')}
          </button>
        )}
        {comment.mine && (
          <button
            type="button"
            onClick={() => {
              if (window.confirm(w('confirmRemove'))) void actions.remove(comment);
            }}
            className={ACTION}
          >
            {w('remove')}
          </button>
        )}
        {actions.signedIn && !comment.mine && mode !== 'report' && !note && (
          <button type="button" onClick={() => setMode('report')} className={ACTION}>
            {w('report')}
          </button>
        )}
      </div>
      {mode === 'report' && (
        <ReportForm
          idPrefix={`comment-report-${id}`}
          w={w}
          onCancel={() => setMode('view')}
          onSend={async (reason) => {
            setNote(await actions.report(comment, reason));
            setMode('view');
          }}
        />
      )}
      <p aria-live="polite" className="text-[13px] text-muted">
        {note}
      </p>
    </div>
  );
}
