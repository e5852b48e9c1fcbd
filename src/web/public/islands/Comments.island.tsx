import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { COMMENT_PAGE_SIZE, COMMENT_SORTS, type CommentSort } from '../../../shared/comment-rules';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import type { CommentWord } from '../../../shared/messages/comments';
import type { PublicComment } from '../../../shared/schemas/comments';
import { CommentBox } from '../comments/CommentBox';
import { type CommentActions, CommentView } from '../comments/CommentView';
import { withEdited, withLike, withPage, withPosted } from '../comments/comment-threads';
import { type IslandWords, wordWriter } from '../island-words';
import { messageOf, readerCall } from '../reader/api';
import { openSignIn } from '../reader/open-sign-in';
import { onReaderSessionChange, readReaderSession } from '../reader/session';

/** Each order's name, as the catalogue names its words. */
const SORT_WORDS: Record<CommentSort, CommentWord> = { best: 'sortBest', newest: 'sortNewest', oldest: 'sortOldest' };

export type CommentsProps = {
  newsId: string;
  /** The article's address without a query: the links that work without script (`?sort=`, `?page=`) hang from it. */
  path: string;
  /** The section's words in the article's language (`shared/messages/comments.ts`), which also dates the comments. */
  words: IslandWords<CommentWord>;
  timeZone: string;
  sort: CommentSort;
  /** The page of threads the kept page shows, read without a reader (decision 177). */
  first: {
    comments: PublicComment[];
    page: number;
    /** Threads in all (replies are inside them). */
    total: number;
    commentCount: number;
    commentsEnabled: boolean;
  };
};

type Listing = { comments: PublicComment[]; total: number; commentCount: number; commentsEnabled: boolean };

async function fetchThreads(newsId: string, sort: CommentSort, page: number, limit: number): Promise<Listing> {
  const query = new URLSearchParams({ sort, page: String(page), limit: String(limit) });
  const answer = await readerCall(
    'get',
    `/api/v1/news/comments/${encodeURIComponent(newsId)}?${query}` as '/api/v1/news/comments/{newsId}',
  );
  return {
    comments: answer.comments,
    total: answer.pagination.total,
    commentCount: answer.commentCount,
    commentsEnabled: answer.commentsEnabled,
  };
}

/** `?sort=newest&page=2#comments`: the same view without script (the article route declares both). */
function viewHref(path: string, sort: CommentSort, page: number): string {
  const query = new URLSearchParams();
  if (sort !== 'best') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}#comments`;
}

/**
 * The article's comments (docs/product.md, Comments; decision 177). The server renders the kept
 * page's first page of threads from these props, readable and paged without script. Awake, the
 * island shows a signed-in reader the box, their held comments and their likes, and lets them
 * reply, edit, delete, like and report; it reads the list again when it wakes, when the session
 * changes and when the tab comes back into view, so an open page catches up with others' comments.
 */
export default function Comments({ newsId, path, words, timeZone, sort: firstSort, first }: CommentsProps) {
  const w = useMemo(() => wordWriter(words), [words]);
  const { lang } = words;
  const [threads, setThreads] = useState(first.comments);
  const [commentCount, setCommentCount] = useState(first.commentCount);
  const [enabled, setEnabled] = useState(first.commentsEnabled);
  const [sort, setSort] = useState(firstSort);
  const [total, setTotal] = useState(first.total);
  const [signedIn, setSignedIn] = useState(false);
  const [replyingTo, setReplyingTo] = useState<{ threadId: string; commentId: string; name: string } | null>(null);
  const [status, setStatus] = useState('');
  const [loading, setLoading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A posted reply's box goes away: the new reply takes the focus once it is drawn.
  const focusNext = useRef<string | null>(null);
  // What the list shows now, for reads started by events: the first page shown and how many follow it.
  const view = useRef({ sort: firstSort, start: first.page, last: first.page });

  /** A listing read: its threads replace those shown, or `add` them after. */
  function show(listing: Listing, add = false) {
    setThreads((current) => (add ? withPage(current, listing.comments) : listing.comments));
    setCommentCount(listing.commentCount);
    setEnabled(listing.commentsEnabled);
    setTotal(listing.total);
  }

  /** Reads every page shown again in one call where it can (the first page shown onwards). */
  async function refresh(): Promise<void> {
    const { sort: current, start, last } = view.current;
    const limit = start === 1 ? Math.min(MAX_PAGE_SIZE, COMMENT_PAGE_SIZE * last) : COMMENT_PAGE_SIZE;
    try {
      const listing = await fetchThreads(newsId, current, start, limit);
      if (view.current.sort !== current) return;
      show(listing);
      if (start !== 1) view.current.last = start;
    } catch {
      // The page's list stays; the next refresh or action tries again.
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: wakes once; refresh reads the view from its ref.
  useEffect(() => {
    setSignedIn(readReaderSession() !== null);
    void refresh();
    const stopWatching = onReaderSessionChange((session) => {
      setSignedIn(session !== null);
      void refresh();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the list, when a posted reply is drawn.
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(`comment-${focusNext.current}`)?.focus();
    focusNext.current = null;
  }, [threads]);

  async function changeSort(event: MouseEvent, next: CommentSort) {
    event.preventDefault();
    if (next === sort || loading) return;
    view.current = { sort: next, start: 1, last: 1 };
    setSort(next);
    setLoading(true);
    setStatus(w('loading'));
    try {
      show(await fetchThreads(newsId, next, 1, COMMENT_PAGE_SIZE));
      setStatus('');
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      setLoading(false);
    }
  }

  async function loadMore(event: MouseEvent) {
    event.preventDefault();
    if (loading) return;
    const next = view.current.last + 1;
    setLoading(true);
    setStatus(w('loading'));
    try {
      const listing = await fetchThreads(newsId, sort, next, COMMENT_PAGE_SIZE);
      view.current.last = next;
      show(listing, true);
      setStatus('');
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      setLoading(false);
    }
  }

  async function post(text: string, parentId?: string) {
    const answer = await readerCall('post', '/api/v1/news/comment', { newsId, text, parentId });
    if (parentId) focusNext.current = answer.comment._id;
    setThreads((current) => withPosted(current, answer.comment));
    if (answer.comment.status !== 'pending') setCommentCount((count) => count + 1);
    setReplyingTo(null);
    setStatus(answer.message);
  }

  const commentPath = (id: string) => `/api/v1/news/comment/${encodeURIComponent(id)}`;

  const actions: CommentActions = {
    signedIn,
    openSignIn,
    reply(comment) {
      setReplyingTo({
        threadId: comment.parentId ?? comment._id,
        commentId: comment._id,
        name: comment.user?.name ?? w('deletedReader'),
      });
    },
    async edit(comment, text) {
      const answer = await readerCall('put', commentPath(comment._id) as '/api/v1/news/comment/{id}', { text });
      setThreads((current) => withEdited(current, answer.comment));
      setStatus(answer.message);
    },
    async remove(comment) {
      try {
        const answer = await readerCall('delete', commentPath(comment._id) as '/api/v1/news/comment/{id}');
        setStatus(answer.message);
        heading.current?.focus();
        await refresh();
      } catch (error) {
        setStatus(messageOf(error));
      }
    },
    async like(comment) {
      const liked = comment.likedByMe !== true;
      const before = { liked: !liked, likes: comment.likes };
      setThreads((current) => withLike(current, comment._id, { liked, likes: comment.likes + (liked ? 1 : -1) }));
      try {
        const answer = await readerCall(
          liked ? 'post' : 'delete',
          `${commentPath(comment._id)}/like` as '/api/v1/news/comment/{id}/like',
        );
        setThreads((current) => withLike(current, comment._id, answer));
      } catch (error) {
        setThreads((current) => withLike(current, comment._id, before));
        setStatus(messageOf(error));
      }
    },
    async report(comment, reason) {
      const answer = await readerCall(
        'post',
        `${commentPath(comment._id)}/report` as '/api/v1/news/comment/{id}/report',
        { reason },
      );
      return answer.message;
    },
  };

  const more = view.current.last * COMMENT_PAGE_SIZE < total;
  return (
    <section id="comments" aria-labelledby="comments-title" className="clear-both mt-8 border-t-4 border-brand pt-3">
      <h2 id="comments-title" ref={heading} tabIndex={-1} className="text-[22px] font-bold">
        {w('heading', { count: commentCount })}
      </h2>
      <nav aria-label={w('sortLabel')} className="mt-2 flex flex-wrap gap-1">
        {COMMENT_SORTS.map((option) => (
          <a
            key={option}
            href={viewHref(path, option, 1)}
            aria-current={option === sort ? 'true' : undefined}
            onClick={(event) => changeSort(event, option)}
            className="inline-flex min-h-11 items-center rounded-full border border-hairline px-4 text-[15px] font-bold hover:border-brand hover:text-brand aria-[current]:border-brand aria-[current]:bg-brand aria-[current]:text-white"
          >
            {w(SORT_WORDS[option])}
          </a>
        ))}
      </nav>
      <div className="mt-4">
        {!enabled ? (
          <p className="rounded bg-panel p-3 font-bold">{w('closed')}</p>
        ) : signedIn ? (
          <CommentBox
            idPrefix="comment-new"
            label={w('yourComment')}
            submitLabel={w('post')}
            w={w}
            onSubmit={(text) => post(text)}
          />
        ) : (
          <a
            href="/signin"
            onClick={(event) => {
              event.preventDefault();
              openSignIn();
            }}
            className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-bold text-white hover:bg-brand-dark"
          >
            {w('signIn')}
          </a>
        )}
      </div>
      <p aria-live="polite" className="mt-2 text-[15px] font-bold">
        {status}
      </p>
      {threads.length === 0 && view.current.start === 1 ? (
        <p className="mt-4 text-muted">{w('none')}</p>
      ) : (
        <ol className="mt-4 divide-y divide-hairline">
          {threads.map((thread) => (
            <li key={thread._id} id={`comment-${thread._id}`} className="py-3">
              <CommentView comment={thread} w={w} lang={lang} timeZone={timeZone} actions={actions} />
              {(thread.replies.length > 0 || replyingTo?.threadId === thread._id) && (
                <ol className="mt-2 space-y-3 border-l-2 border-hairline pl-4">
                  {thread.replies.map((reply) => (
                    <li key={reply._id} id={`comment-${reply._id}`} tabIndex={-1}>
                      <CommentView comment={reply} w={w} lang={lang} timeZone={timeZone} actions={actions} />
                    </li>
                  ))}
                  {replyingTo?.threadId === thread._id && enabled && (
                    <li>
                      <CommentBox
                        idPrefix={`comment-reply-${thread._id}`}
                        label={w('replyTo', { name: replyingTo.name })}
                        submitLabel={w('postReply')}
                        w={w}
                        focusOnOpen
                        onSubmit={(text) => post(text, replyingTo.commentId)}
                        onCancel={() => setReplyingTo(null)}
                      />
                    </li>
                  )}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {view.current.start > 1 && (
          <a href={viewHref(path, sort, view.current.start - 1)} className={PAGER}>
            {w('previous')}
          </a>
        )}
        {more && (
          <a href={viewHref(path, sort, view.current.last + 1)} onClick={loadMore} className={PAGER}>
            {w('more')}
          </a>
        )}
      </div>
    </section>
  );
}

const PAGER =
  'inline-flex min-h-11 items-center rounded border border-[#8a8a8a] px-4 font-bold hover:border-brand hover:text-brand';
