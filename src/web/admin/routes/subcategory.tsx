import { Pencil, Trash2 } from 'lucide-react';
import { formBody } from '../../shared/api-client';
import type { SubCategory } from '../../shared/api-entities';
import { useCan } from '../admin-context';
import { api } from '../api';
import {
  SUBCATEGORIES_KEY,
  useCategories,
  useRemoveListing,
  useSaveListing,
  useSubcategories,
} from '../components/categories/category-queries';
import { SubCategoryForm, type SubCategoryFormValues } from '../components/categories/SubCategoryForm';
import { type Column, DataTable } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { Button, PageHeader, Panel } from '../components/ui';
import { useEditDialog } from '../edit-dialog';
import { confirmDelete } from '../popups';

export function meta() {
  return [{ title: 'Sub-Category · NEWS' }];
}

/**
 * docs/product.md, Categories and subcategories: the create panel with canAdd, the table with
 * Delete under canDelete, and the edit dialog, opened by Edit under canEdit.
 */
export default function SubCategories() {
  const canAdd = useCan('canAdd');
  const canEdit = useCan('canEdit');
  const canDelete = useCan('canDelete');
  const categories = useCategories();
  const subcategories = useSubcategories();
  const save = useSaveListing();
  const remove = useRemoveListing(SUBCATEGORIES_KEY);
  const editing = useEditDialog(
    (subcategory: SubCategory): SubCategoryFormValues => ({
      name: subcategory.name,
      slug: subcategory.slug,
      description: subcategory.description,
      category: subcategory.category._id,
    }),
  );

  const create = (values: SubCategoryFormValues) =>
    save({
      send: () => api.POST('/api/v1/subcategory/create', { body: values, bodySerializer: formBody }),
      done: 'SubCategory Details Added Successfully',
    });

  const update = (values: SubCategoryFormValues) =>
    editing.save(values, (subcategory) =>
      save({
        send: () =>
          api.POST('/api/v1/subcategory/update', {
            body: { id: subcategory._id, ...values },
            bodySerializer: formBody,
          }),
        done: 'SubCategory Details Updated Successfully',
      }),
    );

  const onDelete = async (subcategory: SubCategory) => {
    if (!(await confirmDelete(`the subcategory “${subcategory.name}”`))) return;
    remove.mutate({
      send: () => api.DELETE('/api/v1/subcategory/delete/{id}', { params: { path: { id: subcategory._id } } }),
      id: subcategory._id,
      done: 'SubCategory Deleted Successfully',
    });
  };

  const columns: Column<SubCategory>[] = [
    { header: 'Name', cell: (subcategory) => <span className="font-semibold">{subcategory.name}</span> },
    {
      header: 'Description',
      cell: (subcategory) => <span className="line-clamp-2 text-[14px]">{subcategory.description}</span>,
    },
    { header: 'Category', cell: (subcategory) => subcategory.category.name },
  ];
  if (canEdit || canDelete)
    columns.push({
      header: 'Actions',
      align: 'end',
      cell: (subcategory) => (
        <div className="flex justify-end gap-1.5">
          {canEdit && (
            <Button variant="secondary" className="px-3 py-1 text-[13px]" onClick={() => editing.start(subcategory)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit<span className="sr-only"> {subcategory.name}</span>
            </Button>
          )}
          {canDelete && (
            <Button variant="danger" className="px-3 py-1 text-[13px]" onClick={() => onDelete(subcategory)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {subcategory.name}</span>
            </Button>
          )}
        </div>
      ),
    });

  return (
    <>
      <PageHeader title="SubCategories" />
      {canAdd && (
        <Panel title="Create SubCategory">
          <SubCategoryForm
            idPrefix="new-subcategory"
            categories={categories.data}
            submitLabel="Create SubCategory"
            clearAfterSave
            onSave={create}
          />
        </Panel>
      )}
      <DataTable
        caption="SubCategories"
        columns={columns}
        rows={subcategories.isError ? [] : subcategories.data}
        rowKey={(subcategory) => subcategory._id}
        empty={subcategories.isError ? 'Could Not Fetch SubCategory Details' : 'No subcategories yet.'}
      />
      <Dialog open={editing.open} onOpenChange={(open) => !open && editing.close()} title="Edit SubCategory">
        {editing.item && (
          <SubCategoryForm
            idPrefix="edit-subcategory"
            categories={categories.data}
            initial={editing.draft}
            submitLabel="Update"
            onSave={update}
            onCancel={editing.close}
          />
        )}
      </Dialog>
    </>
  );
}
