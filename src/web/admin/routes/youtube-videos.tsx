import { Search } from 'lucide-react';
import { useState } from 'react';
import type { Video } from '../../shared/api-entities';
import { api } from '../api';
import { LIST_NOT_LOADED } from '../components/content/announce';
import { ExternalLink } from '../components/content/ExternalLink';
import { videoList } from '../components/content/lists';
import { useDeleteRow, useRows } from '../components/content/rows';
import { VIDEO_SLOTS, VideoForm } from '../components/content/VideoForm';
import { type Column, DataTable } from '../components/DataTable';
import { Button, inputClass, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'Add Youtube Video · NEWS' }];
}

function newestFirst(a: Video, b: Video): number {
  return b.publish.localeCompare(a.publish);
}

/** docs/product.md, Videos: the create panel, a search box on the type, and the table newest first. */
export default function YoutubeVideosScreen() {
  const [search, setSearch] = useState('');
  const { rows, failed } = useRows(videoList);
  const { remove, isRemoving } = useDeleteRow<Video>(videoList.queryKey, (id) =>
    api.DELETE('/api/v1/yt/delete/{id}', { params: { path: { id } } }),
  );
  const wanted = search.trim().toLowerCase();
  const shown = rows?.filter((video) => video.type.includes(wanted)).sort(newestFirst);

  const columns: Column<Video>[] = [
    {
      header: 'Type',
      className: 'whitespace-nowrap',
      cell: (video) => (
        <>
          {video.type}
          <span className="block text-[13px] text-muted">{VIDEO_SLOTS[video.type]}</span>
        </>
      ),
    },
    {
      header: 'Link',
      cell: (video) => <ExternalLink url={video.url} />,
    },
    {
      header: 'Actions',
      align: 'end',
      cell: (video) => (
        <Button
          variant="danger"
          disabled={isRemoving(video._id)}
          onClick={() => remove(video._id, `the ${video.type} video`)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Add Youtube Video" />
      <VideoForm />
      <div className="mb-3 flex max-w-sm flex-col gap-1">
        <label htmlFor="video-search" className="text-[14px] font-semibold">
          Search by type
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted" />
          <input
            id="video-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="right-yt, middle-yt, middle, short"
            className={`${inputClass()} pl-9`}
          />
        </div>
      </div>
      <DataTable
        caption="YouTube videos, newest first"
        columns={columns}
        rows={shown}
        rowKey={(video) => video._id}
        empty={
          failed ? LIST_NOT_LOADED : wanted ? `No videos of a type matching “${search.trim()}”.` : 'No videos yet.'
        }
      />
    </>
  );
}
