import type { CommentReply, PublicComment } from '../../../shared/schemas/comments';

/** Applies `change` to the comment with this id, a thread's first comment or a reply. */
function mapComment(
  threads: PublicComment[],
  id: string,
  change: (comment: CommentReply) => CommentReply,
): PublicComment[] {
  return threads.map((thread) => {
    if (thread._id === id) return { ...thread, ...change(thread), replies: thread.replies };
    if (!thread.replies.some((reply) => reply._id === id)) return thread;
    return { ...thread, replies: thread.replies.map((reply) => (reply._id === id ? change(reply) : reply)) };
  });
}

/**
 * The reader's own new comment, shown at once: a first comment on top (whatever the order, so the
 * reader sees it where they wrote it), a reply at the end of its thread (the server names the
 * thread's first comment as its parent, a reply to a reply included).
 */
export function withPosted(threads: PublicComment[], posted: CommentReply): PublicComment[] {
  if (posted.parentId === null) return [{ ...posted, replies: [] }, ...threads];
  return threads.map((thread) =>
    thread._id === posted.parentId ? { ...thread, replies: [...thread.replies, posted] } : thread,
  );
}

/** The comment as the server answered it after an edit; its replies stay. */
export function withEdited(threads: PublicComment[], edited: CommentReply): PublicComment[] {
  return mapComment(threads, edited._id, () => edited);
}

export function withLike(threads: PublicComment[], id: string, like: { liked: boolean; likes: number }) {
  return mapComment(threads, id, (comment) => ({ ...comment, likedByMe: like.liked, likes: like.likes }));
}

/** A further page's threads after those shown; a thread already shown (pages move as comments come) is not repeated. */
export function withPage(threads: PublicComment[], page: PublicComment[]): PublicComment[] {
  const shown = new Set(threads.map((thread) => thread._id));
  return [...threads, ...page.filter((thread) => !shown.has(thread._id))];
}

/** Whether its author may still change it (docs/product.md, Comments: 5 minutes). */
export function editableAt(comment: CommentReply, now: number, windowMs: number): boolean {
  return comment.mine === true && comment.status !== 'deleted' && now - Date.parse(comment.createdAt) < windowMs;
}
