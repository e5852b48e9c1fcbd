import { useQuery } from '@tanstack/react-query';
import type { News } from '../../../shared/api-entities';
import { api } from '../../api';

/** How long after a save a push not yet claimed by the queue is still awaited (decision 185). */
const AWAIT_CLAIM_MS = 30_000;
const REFRESH_MS = 1_000;

/** Published, on, and with 'send notification': the queue pushes it once (docs/decisions/163). */
function isDue(article: News): boolean {
  return article.active && article.notificationSend && Date.parse(article.publish) <= Date.now();
}

/**
 * The push report of an article saved with 'send notification' (docs/product.md, News form;
 * decision 185): 'sending…' refreshed each second until the queue is done, then what was sent,
 * what failed and how many subscriptions the push services no longer knew.
 */
export function PushReport({ article, savedAt }: { article: News; savedAt: number }) {
  // Right after a save the queue may not have claimed the article yet.
  const inProgress = (status: string | undefined) =>
    status === 'sending' || (status === 'none' && isDue(article) && Date.now() - savedAt < AWAIT_CLAIM_MS);
  const report = useQuery({
    queryKey: ['news-push', article._id, savedAt],
    queryFn: () => api.GET('/api/v1/news/push/{id}', { params: { path: { id: article._id } } }),
    enabled: article.notificationSend,
    refetchInterval: (query) => (inProgress(query.state.data?.status) ? REFRESH_MS : false),
  });
  if (!article.notificationSend || !report.data) return null;
  const { status, sent, failed, removed } = report.data;
  let text: string;
  if (status === 'done') text = `Sent ${sent}, failed ${failed}, removed ${removed}.`;
  else if (inProgress(status)) text = `Sending… ${sent} sent, ${failed} failed, ${removed} removed so far.`;
  else if (Date.parse(article.publish) > Date.now()) text = 'Sent when the article is published.';
  else text = 'Not sent: only an article published with it on is sent.';
  return (
    <section aria-label="Notification" className="mb-6 rounded-lg border border-neutral-200 bg-white p-4 text-[15px]">
      <h2 className="font-semibold">Notification for “{article.title}”</h2>
      <p role="status">{text}</p>
    </section>
  );
}
