import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, adminCreateSchema } from '../../../../shared/schemas/admins';
import { ApiError } from '../../../shared/api-client';
import { api } from '../../api';
import { popupError, popupSuccess } from '../../popups';
import { Field, FormActions, InputField, inputClass } from '../ui';
import { ADMINS_QUERY_KEY } from './admins-query';
import { PermissionCheckboxes } from './PermissionCheckboxes';

type AdminFormInput = z.input<typeof adminCreateSchema>;
type AdminFormOutput = z.output<typeof adminCreateSchema>;

const EMPTY: AdminFormInput = {
  name: '',
  email: '',
  password: '',
  permissions: { canAdd: false, canEdit: false, canDelete: false },
};

/** The add-admin form, checked by the same schema as the server (docs/product.md, Admins and permissions). */
export function AddAdminForm() {
  const queryClient = useQueryClient();
  const [passwordShown, setPasswordShown] = useState(false);
  const form = useForm<AdminFormInput, unknown, AdminFormOutput>({
    resolver: zodResolver(adminCreateSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const add = useMutation({
    mutationFn: (values: AdminFormOutput) => api.POST('/api/v1/admin/add', { body: values }),
    onSuccess: async (answer) => {
      form.reset(EMPTY);
      setPasswordShown(false);
      await queryClient.invalidateQueries({ queryKey: [ADMINS_QUERY_KEY] });
      void popupSuccess(answer.message);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in EMPTY) form.setError(field as Path<AdminFormInput>, { message });
        }
      }
      void popupError(error.message);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))} className="grid gap-4 lg:grid-cols-2">
      <InputField
        id="admin-name"
        label="Name"
        required
        error={errors.name?.message}
        registration={form.register('name')}
        autoComplete="off"
      />
      <InputField
        id="admin-email"
        label="Email"
        required
        error={errors.email?.message}
        registration={form.register('email')}
        type="email"
        autoComplete="off"
      />
      <Field
        id="admin-password"
        label="Password"
        required
        error={errors.password?.message}
        help={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters; a few unrelated words work well.`}
      >
        {(describedBy) => (
          <div className="relative">
            <input
              id="admin-password"
              type={passwordShown ? 'text' : 'password'}
              autoComplete="new-password"
              aria-invalid={Boolean(errors.password)}
              aria-describedby={describedBy}
              className={`${inputClass(Boolean(errors.password))} pr-11`}
              {...form.register('password')}
            />
            <button
              type="button"
              onClick={() => setPasswordShown((shown) => !shown)}
              aria-label={passwordShown ? 'Hide password' : 'Show password'}
              aria-pressed={passwordShown}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted hover:text-ink"
            >
              {passwordShown ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        )}
      </Field>
      <PermissionCheckboxes idPrefix="new-admin" register={form.register} />
      <FormActions
        className="lg:col-span-2"
        submitLabel={add.isPending ? 'Adding…' : 'Add Admin'}
        pending={add.isPending}
      />
    </form>
  );
}
