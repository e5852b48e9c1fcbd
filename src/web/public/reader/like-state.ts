/** What the article's heart shows (docs/product.md, Likes): the count, and whether this reader likes it. */
export type LikeState = { likes: number; liked: boolean };

/** The state a press shows at once, before the server answers (it reconciles with the answer). */
export function pressed(state: LikeState): LikeState {
  return { likes: Math.max(0, state.likes + (state.liked ? -1 : 1)), liked: !state.liked };
}

/** The header bell's badge: the unread count, '9+' beyond nine, nothing for none. */
export function unreadBadge(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}
