import { liveStreamFormSchema } from '../../../../shared/schemas/live';
import { formBody } from '../../../shared/api-client';
import { api } from '../../api';
import { POPUP_ANNOUNCEMENT } from './announce';
import { CreatePanel } from './CreatePanel';
import { LiveStreamFields } from './LiveStreamFields';
import { liveStreamList } from './lists';

/** The create panel (name, URL); a new stream starts active (docs/product.md, Live streams). */
export function LiveStreamForm() {
  return (
    <CreatePanel
      title="Add Live Stream"
      submitLabel="Add Live Stream"
      schema={liveStreamFormSchema}
      defaultValues={{ name: '', url: '' }}
      queryKey={liveStreamList.queryKey}
      send={(input) =>
        api.POST('/api/v1/live/create', { body: { ...input, active: 'true' }, bodySerializer: formBody })
      }
      serverFields={['name', 'url']}
      announce={POPUP_ANNOUNCEMENT}
    >
      {({ register, errors }) => (
        <div className="grid gap-4 md:grid-cols-2">
          <LiveStreamFields idPrefix="live-new" register={register} errors={errors} />
        </div>
      )}
    </CreatePanel>
  );
}
