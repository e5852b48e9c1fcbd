import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardTotals } from '../../shared/api-entities';
import { useCan } from '../admin-context';
import { api } from '../api';
import { MostReadList } from '../components/MostReadList';
import { VisitsChart } from '../components/VisitsChart';

const CARDS: readonly [keyof Omit<DashboardTotals, 'commentsAwaiting'>, string][] = [
  ['totalUsers', 'Total Users'],
  ['totalVisits', 'Total Visits'],
  ['totalNews', 'Total News'],
  ['totalCategories', 'Total Categories'],
  ['totalSubCategories', 'Total Subcategories'],
];
const NEWEST_FEEDBACK = 5;

export function meta() {
  return [{ title: 'Dashboard · NEWS' }];
}

/**
 * docs/product.md, Dashboard: the five totals, the comments awaiting a moderator, visits per day for 30
 * days, the newest 'Your opinion' messages and the 10 most read articles of the last 24 hours.
 */
export default function Dashboard() {
  const canModerate = useCan('canEdit');
  const totals = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.GET('/api/v1/dashboard'),
  });
  const visits = useQuery({
    queryKey: ['visits', 'daily', 30],
    queryFn: () => api.GET('/api/v1/visit/daily', { params: { query: { days: 30 } } }),
  });
  const feedback = useQuery({
    queryKey: ['contacts', 'newest'],
    queryFn: () => api.GET('/api/v1/contact/all', { params: { query: { page: 1, limit: NEWEST_FEEDBACK } } }),
  });

  return (
    <>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
        {CARDS.map(([key, label]) => (
          <li key={key} className="rounded-lg border border-hairline bg-white p-4 shadow-sm">
            <p className="text-[14px] text-muted">{label}</p>
            <p className="mt-1 h-9 text-3xl font-bold tabular-nums">
              {totals.data ? totals.data[key].toLocaleString('en-IN') : ''}
            </p>
          </li>
        ))}
      </ul>
      {canModerate && <CommentsAwaiting count={totals.data?.commentsAwaiting} />}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="visits-heading" className="rounded-lg border border-hairline bg-white p-4 shadow-sm">
          <h2 id="visits-heading" className="font-semibold">
            Visits per day, last 30 days
          </h2>
          <div className="mt-3 min-h-48">{visits.data && <VisitsChart visits={visits.data.visits} />}</div>
        </section>
        <section
          aria-labelledby="feedback-heading"
          className="rounded-lg border border-hairline bg-white p-4 shadow-sm"
        >
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="feedback-heading" className="font-semibold">
              Newest feedback
            </h2>
            <Link to="/feedback" className="text-[14px] text-brand hover:underline">
              All feedback
            </Link>
          </div>
          <ul className="mt-3 min-h-48 divide-y divide-hairline">
            {feedback.data?.contacts.length === 0 && <li className="py-2 text-muted">No messages yet.</li>}
            {feedback.data?.contacts.map((contact) => (
              <li key={contact._id} className="py-2">
                <p className="text-[14px]">
                  <span className="font-semibold">{contact.name}</span>{' '}
                  <span className="text-muted">
                    {contact.location} · {new Date(contact.createdAt).toLocaleString('en-IN')}
                  </span>
                  {!contact.read && <span className="ml-2 rounded bg-brand px-1.5 text-[12px] text-white">New</span>}
                </p>
                <p className="line-clamp-2 text-[15px]">{contact.message}</p>
              </li>
            ))}
          </ul>
        </section>
        <MostReadList />
      </div>
    </>
  );
}

/** A line leading to the Pending comments, for admins who may moderate them (decision 159). */
function CommentsAwaiting({ count }: { count: number | undefined }) {
  return (
    <Link
      to="/comments"
      className={`mt-4 flex items-center gap-3 rounded-lg border bg-white p-4 shadow-sm hover:bg-neutral-50 ${
        count ? 'border-brand' : 'border-hairline'
      }`}
    >
      <MessagesSquare aria-hidden="true" className="size-5 shrink-0 text-brand" />
      <span className="text-[15px] font-semibold">Comments awaiting</span>
      <span className="ml-auto h-7 text-2xl font-bold tabular-nums">
        {count === undefined ? '' : count.toLocaleString('en-IN')}
      </span>
    </Link>
  );
}
