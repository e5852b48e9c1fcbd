import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../form-errors';
import { FormActions, Panel } from '../ui';
import type { CreateAnnouncement } from './announce';
import { useCreate } from './rows';

/**
 * The create panel of a content screen (breaking news, live streams, videos): the fields checked by
 * the form's schema, sent by `send`; once created the form starts empty and the list is read again;
 * the server's per-field messages go under `serverFields`.
 */
export function CreatePanel<Values extends FieldValues, Output>({
  title,
  submitLabel,
  schema,
  defaultValues,
  queryKey,
  send,
  serverFields,
  announce,
  children,
}: {
  title: string;
  submitLabel: string;
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  queryKey: QueryKey;
  send: (values: Output) => Promise<{ message?: string }>;
  serverFields: readonly FieldPath<Values>[];
  announce: CreateAnnouncement;
  children: (form: { register: UseFormRegister<Values>; errors: FieldErrors<Values> }) => ReactNode;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const create = useCreate(queryKey, send, {
    done: (answer) => {
      reset();
      announce.created(answer.message);
    },
    failed: (error) => announce.refused(error, showServerFieldErrors(error, serverFields, setError)),
  });

  return (
    <Panel title={title}>
      <form noValidate onSubmit={handleSubmit((input) => create.mutate(input))} className="flex flex-col gap-4">
        {children({ register, errors })}
        <FormActions submitLabel={submitLabel} pending={create.isPending} />
      </form>
    </Panel>
  );
}
