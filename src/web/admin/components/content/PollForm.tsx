import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, pollFormSchema } from '../../../../shared/schemas/polls';
import { api } from '../../api';
import { showServerFieldErrors } from '../../form-errors';
import { Button, FormActions, InputField, Panel } from '../ui';
import { announceDone, announceRefused } from './announce';
import { pollList } from './lists';
import { useCreate } from './rows';

type PollFormValues = z.input<typeof pollFormSchema>;
type PollFormOutput = z.output<typeof pollFormSchema>;

const EMPTY_POLL: PollFormValues = { question: '', options: [{ text: '' }, { text: '' }] };

/** A question and a list of options the editor adds and removes; every text is required (docs/product.md, Polls). */
export function PollForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PollFormValues, unknown, PollFormOutput>({
    resolver: zodResolver(pollFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_POLL,
  });
  const options = useFieldArray({ control, name: 'options' });
  const create = useCreate(
    pollList.queryKey,
    ({ question, options }: PollFormOutput) =>
      api.POST('/api/v1/poll/create', {
        body: { question, options: options.map(({ text }) => ({ text, votes: 0 })) },
      }),
    {
      done: (answer) => {
        reset(EMPTY_POLL);
        announceDone(answer.message);
      },
      failed: (error) => {
        if (!showServerFieldErrors(error, ['question', 'options'], setError)) announceRefused(error);
      },
    },
  );
  const listError = errors.options?.root?.message ?? errors.options?.message;

  return (
    <Panel title="Create Poll">
      <form noValidate onSubmit={handleSubmit((input) => create.mutate(input))} className="flex flex-col gap-4">
        <InputField
          id="poll-question"
          label="Question"
          required
          error={errors.question?.message}
          registration={register('question')}
        />
        <fieldset className="flex flex-col gap-3" aria-describedby={listError ? 'poll-options-error' : undefined}>
          <legend className="mb-1 text-[14px] font-semibold">
            Options{' '}
            <span className="font-normal text-muted">
              ({POLL_MIN_OPTIONS} to {POLL_MAX_OPTIONS})
            </span>
          </legend>
          {options.fields.map((option, index) => (
            <div key={option.id} className="flex items-start gap-2">
              <div className="flex-1">
                <InputField
                  id={`poll-option-${index}`}
                  label={`Option ${index + 1}`}
                  required
                  error={errors.options?.[index]?.text?.message}
                  registration={register(`options.${index}.text`)}
                />
              </div>
              <Button
                variant="quiet"
                className="mt-7 px-2"
                disabled={options.fields.length <= POLL_MIN_OPTIONS}
                onClick={() => options.remove(index)}
                aria-label={`Remove option ${index + 1}`}
                title={`Remove option ${index + 1}`}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </div>
          ))}
          {listError && (
            <p id="poll-options-error" role="alert" className="text-[13px] text-brand">
              {listError}
            </p>
          )}
          <div>
            <Button
              variant="secondary"
              disabled={options.fields.length >= POLL_MAX_OPTIONS}
              onClick={() => options.append({ text: '' })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add option
            </Button>
          </div>
        </fieldset>
        <FormActions submitLabel="Create Poll" pending={create.isPending} />
      </form>
    </Panel>
  );
}
