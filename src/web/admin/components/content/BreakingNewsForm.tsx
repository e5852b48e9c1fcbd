import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type BreakingNewsCreateInput, breakingNewsCreateSchema } from '../../../../shared/schemas/breaking';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { FormActions, InputField, Panel } from '../ui';
import { announceDone, announceRefused } from './announce';
import { breakingNewsList } from './lists';
import { type Done, formDataOf, useCreate } from './rows';

/** The create panel (name; docs/product.md, Breaking news); a new line starts active and shows on the ticker. */
export function BreakingNewsForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof breakingNewsCreateSchema>, unknown, BreakingNewsCreateInput>({
    resolver: zodResolver(breakingNewsCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const create = useCreate(
    breakingNewsList.queryKey,
    (input: BreakingNewsCreateInput) => api<Done>('/breakingNews/create', { method: 'POST', body: formDataOf(input) }),
    {
      done: (answer) => {
        reset();
        announceDone(answer.message);
      },
      failed: (error) => {
        if (!showServerFieldErrors(error, ['name'], setError)) announceRefused(error);
      },
    },
  );

  return (
    <Panel title="Add Breaking News">
      <form noValidate onSubmit={handleSubmit((input) => create.mutate(input))} className="flex flex-col gap-4">
        <InputField
          id="breaking-name"
          label="Name"
          required
          error={errors.name?.message}
          registration={register('name')}
        />
        <FormActions submitLabel="Add Breaking News" pending={create.isPending} />
      </form>
    </Panel>
  );
}
