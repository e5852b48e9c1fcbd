import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { formatArticleDate } from '../../../../shared/dates';
import type { NewsFormValues } from '../../../../shared/schemas/news-form';
import { InputField } from '../ui';
import { fromZoneInput, zoneLabel } from './news-form-values';

/**
 * Publish date and time (docs/product.md, News form): empty publishes on save, a future time schedules
 * the article. The time is read on the site's clock, which the field names (decision 272).
 */
export function PublishField({
  register,
  control,
  error,
  timeZone,
}: {
  register: UseFormRegister<NewsFormValues>;
  control: Control<NewsFormValues>;
  error?: string;
  timeZone: string;
}) {
  const value = useWatch({ control, name: 'publish' });
  const publish = fromZoneInput(value, timeZone);
  const scheduled = publish !== undefined && Date.parse(publish) > Date.now();
  const zone = zoneLabel(timeZone);
  const help = scheduled
    ? `Scheduled: appears on the site on ${formatArticleDate(publish, timeZone)}, ${zone}.`
    : `Empty or past: published when saved. A future time schedules it. Site time: ${zone}.`;
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
