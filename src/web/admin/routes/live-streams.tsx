import { useState } from 'react';
import type { LiveStream } from '../../shared/api-entities';
import { useCan } from '../admin-context';
import { api } from '../api';
import { LIST_NOT_LOADED } from '../components/content/announce';
import { ExternalLink } from '../components/content/ExternalLink';
import { LiveStreamEditDialog } from '../components/content/LiveStreamEditDialog';
import { LiveStreamForm } from '../components/content/LiveStreamForm';
import { liveStreamList } from '../components/content/lists';
import { useDeleteRow, useRows, useToggleActive } from '../components/content/rows';
import { type Column, DataTable } from '../components/DataTable';
import { Button, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'Live Streaming · NEWS' }];
}

/** docs/product.md, Live streams: create with canAdd, edit with canEdit, delete with canDelete; every admin toggles Active. */
export default function LiveStreamsScreen() {
  const canAdd = useCan('canAdd');
  const canEdit = useCan('canEdit');
  const canDelete = useCan('canDelete');
  const [editing, setEditing] = useState<LiveStream | null>(null);
  const { rows, failed } = useRows(liveStreamList);
  const { toggle, isToggling } = useToggleActive<LiveStream>(liveStreamList.queryKey, async (row) => {
    const { message, liveStream } = await api.PUT('/api/v1/live/update/{id}', {
      params: { path: { id: row._id } },
      body: { active: !row.active },
    });
    return { message, item: liveStream };
  });
  const { remove, isRemoving } = useDeleteRow<LiveStream>(liveStreamList.queryKey, (id) =>
    api.DELETE('/api/v1/live/delete/{id}', { params: { path: { id } } }),
  );

  const columns: Column<LiveStream>[] = [
    { header: 'Name', cell: (stream) => stream.name, className: 'min-w-[9rem] break-words' },
    {
      header: 'URL',
      cell: (stream) => <ExternalLink url={stream.url} />,
    },
    {
      header: 'Active',
      cell: (stream) => (
        <button
          type="button"
          disabled={isToggling(stream._id)}
          onClick={() => toggle(stream)}
          title={stream.active ? 'Shown on the site: click to hide it' : 'Hidden from the site: click to show it'}
          className={`rounded-full px-3 py-1 text-[14px] font-semibold ${
            stream.active
              ? 'bg-green-700 text-white hover:bg-green-800'
              : 'bg-neutral-200 text-ink hover:bg-neutral-300'
          }`}
        >
          {stream.active ? 'Active' : 'Inactive'}
        </button>
      ),
    },
  ];
  if (canEdit || canDelete)
    columns.push({
      header: 'Actions',
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (stream) => (
        <div className="flex justify-end gap-2">
          {canEdit && (
            <Button variant="secondary" onClick={() => setEditing(stream)}>
              Edit
            </Button>
          )}
          {canDelete && (
            <Button
              variant="danger"
              disabled={isRemoving(stream._id)}
              onClick={() => remove(stream._id, `the live stream “${stream.name}”`)}
            >
              Delete
            </Button>
          )}
        </div>
      ),
    });

  return (
    <>
      <PageHeader title="Live Streaming" />
      {canAdd && <LiveStreamForm />}
      <DataTable
        caption="Live streams, newest first"
        columns={columns}
        rows={rows}
        rowKey={(stream) => stream._id}
        empty={failed ? LIST_NOT_LOADED : 'No live streams yet.'}
      />
      {editing && <LiveStreamEditDialog key={editing._id} stream={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
