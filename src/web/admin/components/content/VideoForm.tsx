import { VIDEO_TYPES } from '../../../../shared/constants';
import { videoCreateSchema } from '../../../../shared/schemas/videos';
import { formBody } from '../../../shared/api-client';
import { api } from '../../api';
import { InputField, SelectField } from '../ui';
import { GREETING_ANNOUNCEMENT } from './announce';
import { CreatePanel } from './CreatePanel';
import { videoList } from './lists';

/** Where each slot shows on the site, beside its stored value (docs/product.md, Videos). */
export const VIDEO_SLOTS: Record<(typeof VIDEO_TYPES)[number], string> = {
  'right-yt': 'Right column',
  'middle-yt': 'Middle row',
  middle: 'Middle row',
  short: 'Shorts row',
};

/** The create panel (url, type); every admin may add one (docs/product.md, Videos). */
export function VideoForm() {
  return (
    <CreatePanel
      title="Add Youtube Video"
      submitLabel="Add Video"
      schema={videoCreateSchema}
      defaultValues={{ url: '' }}
      queryKey={videoList.queryKey}
      send={(input) => api.POST('/api/v1/yt/create', { body: input, bodySerializer: formBody })}
      serverFields={['url', 'type']}
      announce={GREETING_ANNOUNCEMENT}
    >
      {({ register, errors }) => (
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id="video-url"
            label="URL"
            required
            error={errors.url?.message}
            help="A YouTube watch, shorts, live or youtu.be link."
            registration={register('url')}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
          <SelectField
            id="video-type"
            label="Type"
            required
            error={errors.type?.message}
            registration={register('type')}
          >
            <option value="">Choose a type</option>
            {VIDEO_TYPES.map((type) => (
              <option key={type} value={type}>
                {VIDEO_SLOTS[type]} ({type})
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </CreatePanel>
  );
}
