import { defaultSettings, type Settings, settingsSchema } from '../../../shared/schemas/settings';
import type { SettingRow } from './settings.repository';

function isSettingsKey(key: string): key is keyof Settings {
  return Object.hasOwn(defaultSettings, key);
}

/**
 * Stored values over the defaults, one top-level key per row. A stored value that no longer
 * fits the schema (an older shape, a hand edit) falls back to its default instead of breaking the site.
 */
export function presentSettings(rows: SettingRow[]): Settings {
  const settings: Record<string, unknown> = { ...defaultSettings };
  for (const row of rows) {
    if (!isSettingsKey(row.key)) continue;
    let stored: unknown;
    try {
      stored = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = settingsSchema.shape[row.key].safeParse(stored);
    if (parsed.success) settings[row.key] = parsed.data;
  }
  return settings as Settings;
}
