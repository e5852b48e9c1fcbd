import type { News } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { findNotificationsSeenAt, updateNotificationsSeenAt } from './notifications.repository';

/** The listed articles this reader has not seen: published after the list was last marked seen (docs/product.md, Notifications and push). */
export async function listUnreadIds(ctx: AppContext, readerId: string, news: News[]): Promise<string[]> {
  const seenAt = await findNotificationsSeenAt(ctx.db, readerId);
  return news.filter((article) => seenAt === null || article.publish > seenAt).map((article) => article._id);
}

export async function markNotificationsSeen(ctx: AppContext, readerId: string): Promise<string> {
  const seenAt = nowIso();
  await updateNotificationsSeenAt(ctx.db, readerId, seenAt);
  return seenAt;
}
