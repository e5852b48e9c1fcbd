import type { Ad } from '../../shared/api-entities';
import { useCan } from '../admin-context';
import { api } from '../api';
import { AD_POSITIONS, AdForm } from '../components/content/AdForm';
import { LIST_NOT_LOADED } from '../components/content/announce';
import { ExternalLink } from '../components/content/ExternalLink';
import { adList } from '../components/content/lists';
import { useDeleteRow, useRows } from '../components/content/rows';
import { type Column, DataTable } from '../components/DataTable';
import { Button, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'Ads · NEWS' }];
}

/** docs/product.md, Ads: create with canAdd, delete with canDelete; the table shows each banner as the site does. */
export default function AdsScreen() {
  const canAdd = useCan('canAdd');
  const canDelete = useCan('canDelete');
  const { rows, failed } = useRows(adList);
  const { remove, isRemoving } = useDeleteRow<Ad>(adList.queryKey, (id) =>
    api.DELETE('/api/v1/ads/delete/{id}', { params: { path: { id } } }),
  );

  const columns: Column<Ad>[] = [
    {
      header: 'Image',
      card: 'aside',
      cell: (ad) => (
        <img
          src={ad.image}
          alt={`${AD_POSITIONS[ad.type]} ad linking to ${ad.url}`}
          width={160}
          height={60}
          loading="lazy"
          className="h-9 w-24 max-w-none rounded border border-hairline bg-neutral-50 object-contain lg:h-[60px] lg:w-[160px]"
        />
      ),
    },
    {
      header: 'Type',
      card: 'title',
      className: 'whitespace-nowrap',
      cell: (ad) => (
        <>
          {ad.type}
          <span className="block text-[13px] text-muted">{AD_POSITIONS[ad.type]}</span>
        </>
      ),
    },
    {
      header: 'URL',
      cell: (ad) => <ExternalLink url={ad.url} />,
    },
  ];
  if (canDelete)
    columns.push({
      header: 'Actions',
      align: 'end',
      cell: (ad) => (
        <Button variant="danger" disabled={isRemoving(ad._id)} onClick={() => remove(ad._id, `the ${ad.type} ad`)}>
          Delete
        </Button>
      ),
    });

  return (
    <>
      <PageHeader title="Ads" />
      {canAdd && <AdForm />}
      <DataTable
        caption="Ads, newest first"
        columns={columns}
        rows={rows}
        rowKey={(ad) => ad._id}
        empty={failed ? LIST_NOT_LOADED : 'No ads yet.'}
      />
    </>
  );
}
