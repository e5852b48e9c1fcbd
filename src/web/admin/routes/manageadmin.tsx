import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../shared/api-entities';
import { useAdmin } from '../admin-context';
import { api } from '../api';
import { AddAdminForm } from '../components/admins/AddAdminForm';
import { ADMINS_QUERY_KEY, useAdmins } from '../components/admins/admins-query';
import { EditPermissionsDialog } from '../components/admins/EditPermissionsDialog';
import { PERMISSION_LABELS } from '../components/admins/PermissionCheckboxes';
import { Button, LoadError, PageHeader, Panel } from '../components/ui';
import { confirmDelete, popupError, popupSuccess } from '../popups';

export function meta() {
  return [{ title: 'Manage Admins · NEWS' }];
}

/** docs/product.md, Admins and permissions (SuperAdmin only, otherwise 'Access denied'). */
export default function ManageAdmins() {
  const admins = useAdmins();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  return (
    <>
      <PageHeader title="Manage Admins" />
      <Panel title="Add Admin">
        <AddAdminForm />
      </Panel>
      <Panel title="Admins">
        <LoadError error={admins.error} />
        <ul className="divide-y divide-hairline" aria-busy={admins.isPending}>
          {admins.isPending &&
            [1, 2, 3].map((placeholder) => (
              <li key={placeholder} className="h-16 py-3">
                <span className="block h-4 w-1/2 animate-pulse rounded bg-neutral-200" />
              </li>
            ))}
          {admins.data?.admins.map((admin) => (
            <AdminItem key={admin._id} admin={admin} onEdit={() => setEditing(admin)} />
          ))}
        </ul>
      </Panel>
      <EditPermissionsDialog admin={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function AdminItem({ admin, onEdit }: { admin: AdminUser; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const me = useAdmin();
  const remove = useMutation({
    mutationFn: () => api.DELETE('/api/v1/admin/delete/{id}', { params: { path: { id: admin._id } } }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [ADMINS_QUERY_KEY] });
      void popupSuccess(answer.message);
    },
    onError: (error) => void popupError(error.message),
  });
  const held = PERMISSION_LABELS.filter(([flag]) => admin.permissions[flag]).map(([, label]) => label);
  const label = `${admin.name} (${admin.email})`;

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="break-words text-[15px] font-semibold">
          {label}
          {admin._id === me._id && <span className="ml-2 text-[13px] font-normal text-muted">(you)</span>}
        </p>
        <p className="text-[13px] text-muted">
          {admin.role === 'SuperAdmin'
            ? 'SuperAdmin · every permission'
            : `Admin · ${held.join(', ') || 'no permissions'}`}
        </p>
      </div>
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit Permissions of ${label}`}>
        Edit Permissions
      </Button>
      <Button
        variant="danger"
        className="px-2.5"
        aria-label={`Delete ${label}`}
        title="Delete"
        disabled={remove.isPending}
        onClick={async () => {
          if (await confirmDelete(`the admin ${label}`)) remove.mutate();
        }}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </li>
  );
}
