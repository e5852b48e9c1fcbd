import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { formatArticleDate } from '../../../shared/dates';
import type { AuditEntry } from '../../shared/api-entities';
import { api } from '../api';
import { ActivityFilters, activityQuery, useActivityFilter } from '../components/activity/ActivityFilters';
import { actionOf, changesOf, itemOf, KIND_LABELS } from '../components/activity/describe-entry';
import { type Column, DataTable } from '../components/DataTable';
import { Pager, usePageParam } from '../components/Pager';
import { LoadError, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'Activity · NEWS' }];
}

const columns: Column<AuditEntry>[] = [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatArticleDate(entry.createdAt)}</time>,
    className: 'min-w-28 text-[14px]',
  },
  {
    header: 'Who',
    cell: (entry) =>
      entry.admin ? (
        <span title={entry.admin.email}>{entry.admin.name}</span>
      ) : (
        <span className="text-muted">{entry.adminId ? 'A deleted admin' : 'System'}</span>
      ),
  },
  { header: 'What', cell: actionOf, className: 'whitespace-nowrap font-semibold' },
  { header: 'Item', cell: (entry) => <Item entry={entry} /> },
  { header: 'Details', cell: changesOf, className: 'text-[14px] text-muted' },
];

function Item({ entry }: { entry: AuditEntry }) {
  const { name, gone } = itemOf(entry);
  return (
    <span className="flex flex-col">
      <span className="text-[13px] text-muted">{KIND_LABELS[entry.kind]}</span>
      {entry.kind === 'news' && !gone && entry.itemId ? (
        <Link to={`/addnews/${entry.itemId}`} className="break-words text-brand hover:underline">
          {name}
        </Link>
      ) : (
        <span className="break-words">
          {name}
          {gone && <span className="text-muted"> (deleted)</span>}
        </span>
      )}
    </span>
  );
}

/** docs/product.md, Activity: the audit log for the SuperAdmin (docs/decisions/109). */
export default function Activity() {
  const [page, hrefOf] = usePageParam();
  const [filter, setFilter] = useActivityFilter();
  const entries = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: () => api.GET('/api/v1/audit', { params: { query: activityQuery(filter, page, LISTING_PAGE_SIZE) } }),
    placeholderData: keepPreviousData,
  });
  const total = entries.data?.pagination.total;
  return (
    <>
      <PageHeader title="Activity">
        {total !== undefined && <p className="text-muted">{total.toLocaleString('en-IN')} entries</p>}
      </PageHeader>
      <ActivityFilters filter={filter} onChange={setFilter} />
      <LoadError error={entries.error} />
      <DataTable
        caption="Who did what to which item, and when"
        columns={columns}
        rows={entries.data?.entries ?? (entries.isError ? [] : undefined)}
        rowKey={(entry) => entry._id}
        empty="No activity matches these filters."
      />
      <Pager page={page} pages={entries.data?.pagination.pages ?? 0} hrefOf={hrefOf} label="Activity pages" />
    </>
  );
}
