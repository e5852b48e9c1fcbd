import { Pencil, Trash2 } from 'lucide-react';
import { formBody } from '../../shared/api-client';
import type { Category } from '../../shared/api-entities';
import { api } from '../api';
import { CategoryForm, type CategoryFormValues } from '../components/categories/CategoryForm';
import {
  CATEGORIES_KEY,
  useCategories,
  useRemoveListing,
  useSaveListing,
} from '../components/categories/category-queries';
import { DataTable } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { Button, PageHeader, Panel } from '../components/ui';
import { useEditDialog } from '../edit-dialog';
import { confirmDelete } from '../popups';

export function meta() {
  return [{ title: 'Category · NEWS' }];
}

/** The 'Create Category' panel, the table, and the edit dialog, not gated by a permission (docs/product.md, Categories and subcategories). */
export default function Categories() {
  const categories = useCategories();
  const save = useSaveListing();
  const remove = useRemoveListing(CATEGORIES_KEY);
  const editing = useEditDialog(
    (category: Category): CategoryFormValues => ({
      name: category.name,
      slug: category.slug,
      description: category.description,
    }),
  );

  const create = (values: CategoryFormValues, image: File | undefined) =>
    save({
      send: () => api.POST('/api/v1/category/create', { body: { ...values, image }, bodySerializer: formBody }),
      done: 'Category Details Added Successfully',
    });

  const update = (values: CategoryFormValues, image: File | undefined) =>
    editing.save(values, (category) =>
      save({
        send: () =>
          api.POST('/api/v1/category/update', {
            body: { id: category._id, ...values, image },
            bodySerializer: formBody,
          }),
        done: 'Category UPDATE Details Added Successfully',
      }),
    );

  const onDelete = async (category: Category) => {
    if (!(await confirmDelete(`the category “${category.name}”`))) return;
    remove.mutate({
      send: () => api.DELETE('/api/v1/category/delete/{id}', { params: { path: { id: category._id } } }),
      id: category._id,
      done: 'Category Deleted Successfully',
    });
  };

  return (
    <>
      <PageHeader title="Categories" />
      <Panel title="Create Category">
        <CategoryForm idPrefix="new-category" submitLabel="Create Category" clearAfterSave onSave={create} />
      </Panel>
      <DataTable
        caption="Categories"
        rows={categories.isError ? [] : categories.data}
        rowKey={(category) => category._id}
        empty={categories.isError ? 'Could Not Fetch Categories' : 'No categories yet.'}
        columns={[
          { header: 'Name', cell: (category) => <span className="font-semibold">{category.name}</span> },
          {
            header: 'Description',
            cell: (category) => <span className="line-clamp-2 text-[14px]">{category.description}</span>,
          },
          {
            header: 'Image',
            cell: (category) =>
              category.image ? (
                <img
                  src={category.image}
                  alt=""
                  width={72}
                  height={48}
                  loading="lazy"
                  className="h-12 w-18 rounded bg-neutral-100 object-cover"
                />
              ) : (
                <span className="text-muted">—</span>
              ),
          },
          {
            header: 'Actions',
            align: 'end',
            cell: (category) => (
              <div className="flex justify-end gap-1.5">
                <Button variant="secondary" className="px-3 py-1 text-[13px]" onClick={() => editing.start(category)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit<span className="sr-only"> {category.name}</span>
                </Button>
                <Button variant="danger" className="px-3 py-1 text-[13px]" onClick={() => onDelete(category)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete<span className="sr-only"> {category.name}</span>
                </Button>
              </div>
            ),
          },
        ]}
      />
      <Dialog open={editing.open} onOpenChange={(open) => !open && editing.close()} title="Edit Category">
        {editing.item && (
          <CategoryForm
            idPrefix="edit-category"
            initial={editing.draft}
            currentImage={editing.item.image || undefined}
            submitLabel="Update"
            onSave={update}
            onCancel={editing.close}
          />
        )}
      </Dialog>
    </>
  );
}
