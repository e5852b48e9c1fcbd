import type { BreakingNews } from '../../shared/api-entities';
import { useCan } from '../admin-context';
import { api } from '../api';
import { LIST_NOT_LOADED } from '../components/content/announce';
import { BreakingNewsForm } from '../components/content/BreakingNewsForm';
import { breakingNewsList } from '../components/content/lists';
import { useDeleteRow, useRows, useToggleActive } from '../components/content/rows';
import { type Column, DataTable } from '../components/DataTable';
import { Button, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'Breaking Text · NEWS' }];
}

/** docs/product.md, Breaking news: create with canAdd; every admin activates and deactivates; delete with canDelete. */
export default function BreakingNewsScreen() {
  const canAdd = useCan('canAdd');
  const canDelete = useCan('canDelete');
  const { rows, failed } = useRows(breakingNewsList);
  const { toggle, isToggling } = useToggleActive<BreakingNews>(breakingNewsList.queryKey, async (row) => {
    const { message, breakingNews } = await api.PUT('/api/v1/breakingNews/update/{id}', {
      params: { path: { id: row._id } },
      body: { active: !row.active },
    });
    return { message, item: breakingNews };
  });
  const { remove, isRemoving } = useDeleteRow<BreakingNews>(breakingNewsList.queryKey, (id) =>
    api.DELETE('/api/v1/breakingNews/delete/{id}', { params: { path: { id } } }),
  );

  const columns: Column<BreakingNews>[] = [
    { header: 'Name', cell: (item) => item.name || 'N/A', className: 'break-words' },
    { header: 'Active', cell: (item) => (item.active ? 'Yes' : 'No') },
    {
      header: 'Actions',
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (item) => (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" className="min-w-28" disabled={isToggling(item._id)} onClick={() => toggle(item)}>
            {item.active ? 'Deactivate' : 'Activate'}
          </Button>
          {canDelete && (
            <Button
              variant="danger"
              disabled={isRemoving(item._id)}
              onClick={() => remove(item._id, `the line “${item.name || 'N/A'}”`)}
            >
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Breaking Text" />
      {canAdd && <BreakingNewsForm />}
      <DataTable
        caption="Breaking news lines, newest first"
        columns={columns}
        rows={rows}
        rowKey={(item) => item._id}
        empty={failed ? LIST_NOT_LOADED : 'No breaking news yet.'}
      />
    </>
  );
}
