/** Live now: a live blog whose coverage has not ended (its words: `shared/messages/live-blog.ts`). */
export function isLiveNow(article: { live: boolean; liveEndedAt: string | null }): boolean {
  return article.live && article.liveEndedAt === null;
}
