import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { formatCardDate } from '../../../shared/dates';
import type { RegisteredUser } from '../../shared/api-entities';
import { api } from '../api';
import { type Column, DataTable } from '../components/DataTable';
import { Pager, usePageParam } from '../components/Pager';
import { LoadError, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'All Users · NEWS' }];
}

/** docs/product.md, Registered users: the readers, read-only, for the SuperAdmin alone. */
export default function RegisteredUsers() {
  const [page, hrefOf] = usePageParam();
  // Paged on the server (docs/decisions/040): the browser never loads every reader.
  const users = useQuery({
    queryKey: ['users', page],
    queryFn: () => api.GET('/api/v1/users', { params: { query: { page, limit: LISTING_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
  const offset = (page - 1) * LISTING_PAGE_SIZE;
  const columns: Column<RegisteredUser>[] = [
    { header: '#', cell: (_, index) => offset + index + 1, className: 'w-12 tabular-nums text-muted', card: 'hidden' },
    { header: 'Name', cell: (user) => user.name, className: 'font-semibold' },
    { header: 'Email', cell: (user) => <EmailAddress email={user.email} /> },
    { header: 'Location', cell: (user) => user.location },
    { header: 'Registered', cell: (user) => formatCardDate(user.createdAt) },
  ];
  const total = users.data?.pagination?.total;
  return (
    <>
      <PageHeader title="All Users">
        {total !== undefined && <p className="text-muted">{total.toLocaleString('en-IN')} registered</p>}
      </PageHeader>
      <LoadError error={users.error} />
      <DataTable
        caption="Registered users"
        columns={columns}
        rows={users.data?.users ?? (users.isError ? [] : undefined)}
        rowKey={(user) => user._id}
        empty="No registered users yet."
      />
      <Pager page={page} pages={users.data?.pagination?.pages ?? 0} hrefOf={hrefOf} label="Users pages" />
    </>
  );
}

/** An address that may wrap before its '@' on a narrow screen, and nowhere else; copying it gives the address unchanged. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
