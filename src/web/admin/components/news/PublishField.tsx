import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import type { NewsFormValues } from '../../../../shared/schemas/news-form';
import { InputField } from '../ui';
import { fromLocalInput } from './news-form-values';

function offsetLabel(): string {
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/** Publish date and time (docs/product.md, News form): empty publishes on save, a future time schedules the article. */
export function PublishField({
  register,
  control,
  error,
}: {
  register: UseFormRegister<NewsFormValues>;
  control: Control<NewsFormValues>;
  error?: string;
}) {
  const value = useWatch({ control, name: 'publish' });
  const publish = fromLocalInput(value);
  const scheduled = publish !== undefined && Date.parse(publish) > Date.now();
  const help = scheduled
    ? `Scheduled: appears on the site on ${new Date(publish).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}.`
    : `Empty or past: published when saved. A future time schedules it. Your time zone (${offsetLabel()}).`;
  return (
    <InputField
      id="news-publish"
      label="Publish date and time"
      error={error}
      help={help}
      registration={register('publish')}
      type="datetime-local"
      step={1}
    />
  );
}
