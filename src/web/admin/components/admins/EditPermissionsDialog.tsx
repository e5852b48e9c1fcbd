import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_ROLES } from '../../../../shared/constants';
import { adminUpdateSchema } from '../../../../shared/schemas/admins';
import type { AdminUser } from '../../../shared/api-entities';
import { api } from '../../api';
import { popupError, popupSuccess } from '../../popups';
import { Dialog } from '../Dialog';
import { Button, SelectField } from '../ui';
import { ADMINS_QUERY_KEY } from './admins-query';
import { PermissionCheckboxes } from './PermissionCheckboxes';

type AccessInput = z.input<typeof adminUpdateSchema>;
type AccessOutput = z.output<typeof adminUpdateSchema>;

const accessOf = (admin: AdminUser | null): AccessInput => ({
  role: admin?.role ?? 'Admin',
  permissions: admin?.permissions ?? { canAdd: false, canEdit: false, canDelete: false },
});

/**
 * The 'Edit Permissions' dialog for one admin, closed after a successful update (docs/product.md,
 * Admins and permissions). The server ends that admin's open sessions when something really changed
 * (decision 042).
 */
export function EditPermissionsDialog({ admin, onClose }: { admin: AdminUser | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<AccessInput, unknown, AccessOutput>({
    resolver: zodResolver(adminUpdateSchema),
    defaultValues: accessOf(admin),
  });
  useEffect(() => form.reset(accessOf(admin)), [admin, form]);
  const superAdmin = form.watch('role') === 'SuperAdmin';

  const update = useMutation({
    mutationFn: (values: AccessOutput) =>
      api.PUT('/api/v1/admin/update/{id}', { params: { path: { id: admin?._id ?? '' } }, body: values }),
    onSuccess: async (answer) => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: [ADMINS_QUERY_KEY] });
      void popupSuccess(answer.message);
    },
    onError: (error) => void popupError(error.message),
  });

  return (
    <Dialog open={admin !== null} onOpenChange={(open) => !open && onClose()} title="Edit Permissions">
      {admin && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => update.mutate(values))}
          className="flex flex-col gap-4"
        >
          <p className="text-[15px]">
            <span className="font-semibold">{admin.name}</span> <span className="text-muted">({admin.email})</span>
          </p>
          <SelectField
            id="edit-admin-role"
            label="Role"
            help="A SuperAdmin holds every permission and manages admins."
            registration={form.register('role')}
          >
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </SelectField>
          <PermissionCheckboxes idPrefix="edit-admin" register={form.register} disabled={superAdmin} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Updating…' : 'Update'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
