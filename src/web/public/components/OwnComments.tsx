import { useCallback, useEffect, useState } from 'react';
import { formatArticleDate } from '../../../shared/dates';
import { langOf } from '../../../shared/language';
import type { OwnComment, OwnCommentStatus } from '../../../shared/schemas/comments';
import { type WordWriter, wordWriter } from '../island-words';
import { messageOf, readerGet } from '../reader/api';
import type { OwnCommentsWords } from '../reader/reader-words';
import { Notice, SECONDARY_BUTTON } from './SignInSteps';

/** How many comments each press of 'Show more' adds. */
const PAGE_SIZE = 10;

/** The author is told what became of a comment, never why (decision 192). */
const STATUS_LABEL = { visible: 'statusVisible', pending: 'statusPending', hidden: 'statusHidden' } as const;

const STATUS_CLASS: Record<OwnCommentStatus, string> = {
  visible: 'border-hairline text-muted',
  pending: 'border-amber-700 text-amber-800',
  hidden: 'border-brand text-brand',
};

type Listed = { comments: OwnComment[]; page: number; pages: number; total: number };

type Writer = WordWriter<keyof OwnCommentsWords['messages']>;

function OwnCommentItem({
  comment,
  timeZone,
  w,
  lang,
}: {
  comment: OwnComment;
  timeZone: string;
  w: Writer;
  lang: OwnCommentsWords['lang'];
}) {
  const { news } = comment;
  // A hidden comment is not on the article page any more: the link goes to the article alone.
  const href = news && `/${news.slug}${comment.status === 'hidden' ? '' : `#comment-${comment._id}`}`;
  return (
    <li className="space-y-2 border-t border-hairline py-4 first:border-t-0 first:pt-0">
      <p className="text-[15px]">
        {w(comment.parentId ? 'replyOn' : 'commentOn')}{' '}
        {news && href ? (
          <a href={href} lang={langOf(news.language)} className="font-bold text-brand underline">
            {news.title}
          </a>
        ) : (
          <span className="text-muted">{w('articleGone')}</span>
        )}
      </p>
      <p className="whitespace-pre-wrap break-words">{comment.text}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-muted">
        <span className={`rounded border px-1.5 py-0.5 font-bold ${STATUS_CLASS[comment.status]}`}>
          {w(STATUS_LABEL[comment.status])}
        </span>
        <time dateTime={comment.createdAt}>{formatArticleDate(comment.createdAt, timeZone, lang)}</time>
        {comment.edited && <span>{w('edited')}</span>}
        <span>{w('likes', { count: comment.likes })}</span>
      </p>
    </li>
  );
}

/**
 * 'Your comments' on /account (docs/product.md, Reader accounts on the site): the reader's comments
 * newest first from `GET /account/comments`, a page at a time, 'Show more' adding the next.
 */
export function OwnComments({ timeZone, words }: { timeZone: string; words: OwnCommentsWords }) {
  const w = wordWriter(words);
  const [listed, setListed] = useState<Listed | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (page: number) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await readerGet('/api/v1/account/comments', { page, limit: PAGE_SIZE });
      const { pages, total } = answer.pagination;
      setListed((before) => ({
        comments: [...(page > 1 && before ? before.comments : []), ...answer.comments],
        page,
        pages,
        total,
      }));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    void load(1);
  }, [load]);

  if (!listed) return failure ? <Notice tone="error" text={failure} /> : <p className="text-muted">{w('loading')}</p>;
  if (listed.total === 0) return <p className="text-[15px]">{w('noComments')}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={w('commentsList')}>
        {listed.comments.map((comment) => (
          <OwnCommentItem key={comment._id} comment={comment} timeZone={timeZone} w={w} lang={words.lang} />
        ))}
      </ul>
      {listed.page < listed.pages && (
        <button
          type="button"
          onClick={() => void load(listed.page + 1)}
          disabled={busy}
          aria-busy={busy}
          className={SECONDARY_BUTTON}
        >
          {busy ? w('loading') : w('showMore')}
        </button>
      )}
      {failure && <Notice tone="error" text={failure} />}
    </div>
  );
}
