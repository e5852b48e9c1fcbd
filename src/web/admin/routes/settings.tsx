import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { SettingsForm } from '../components/settings/SettingsForm';
import { SETTINGS_QUERY_KEY, useSettings } from '../components/settings/settings-query';
import { LoadError, PageHeader } from '../components/ui';

export function meta() {
  return [{ title: 'Settings · NEWS' }];
}

/** docs/product.md, Settings (SuperAdmin only, like PUT /settings; docs/decisions/110). */
export default function SiteSettings() {
  const settings = useSettings();
  const categories = useQuery({
    // Its own key: the category screens may keep the same call in another shape.
    queryKey: [SETTINGS_QUERY_KEY, 'categories'],
    queryFn: () => api.GET('/api/v1/category/all'),
  });
  return (
    <>
      <PageHeader title="Settings" />
      <LoadError error={settings.error ?? categories.error} />
      {settings.data && categories.data ? (
        <SettingsForm settings={settings.data.settings} categories={categories.data.categories} />
      ) : (
        !settings.error &&
        !categories.error && (
          <p className="h-96 text-muted" aria-busy="true">
            Loading…
          </p>
        )
      )}
    </>
  );
}
