import type { AppContext } from '../../../server/context';
import type { Settings } from '../../../shared/schemas/settings';
import { stripHtml } from '../../../shared/text';
import type { LayoutData } from '../components/Layout';
import { loadLayout, siteSettings } from '../layout.server';

/** The settings and the frame both kept in memory until content changes: the footer pages and /login need nothing else. */
export async function loadSettingsAndFrame(ctx: AppContext): Promise<{ settings: Settings; layout: LayoutData }> {
  const [settings, layout] = await Promise.all([siteSettings(ctx), loadLayout(ctx)]);
  return { settings, layout };
}

/** A settings text that shows nothing (unset, or only empty markup) counts as not written. */
export function writtenText(html: string): string {
  return stripHtml(html) === '' && !/<(img|iframe)\b/i.test(html) ? '' : html;
}
