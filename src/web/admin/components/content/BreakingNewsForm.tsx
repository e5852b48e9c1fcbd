import { breakingNewsCreateSchema } from '../../../../shared/schemas/breaking';
import { formBody } from '../../../shared/api-client';
import { api } from '../../api';
import { InputField } from '../ui';
import { POPUP_ANNOUNCEMENT } from './announce';
import { CreatePanel } from './CreatePanel';
import { breakingNewsList } from './lists';

/** The create panel (name; docs/product.md, Breaking news); a new line starts active and shows on the ticker. */
export function BreakingNewsForm() {
  return (
    <CreatePanel
      title="Add Breaking News"
      submitLabel="Add Breaking News"
      schema={breakingNewsCreateSchema}
      defaultValues={{ name: '' }}
      queryKey={breakingNewsList.queryKey}
      send={(input) => api.POST('/api/v1/breakingNews/create', { body: input, bodySerializer: formBody })}
      serverFields={['name']}
      announce={POPUP_ANNOUNCEMENT}
    >
      {({ register, errors }) => (
        <InputField
          id="breaking-name"
          label="Name"
          required
          error={errors.name?.message}
          registration={register('name')}
        />
      )}
    </CreatePanel>
  );
}
