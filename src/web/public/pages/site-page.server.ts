import type { AppContext } from '../../../server/context';
import { listNavigationCategories } from '../../../server/modules/categories/categories.service';
import { getSettings } from '../../../server/modules/settings/settings.service';
import type { Settings } from '../../../shared/schemas/settings';
import { stripHtml } from '../../../shared/text';
import type { LayoutData } from '../components/Layout';
import { layoutFrom } from '../layout.server';

/** The settings and the frame from one read of each: the footer pages and /login need nothing else. */
export async function loadSettingsAndFrame(ctx: AppContext): Promise<{ settings: Settings; layout: LayoutData }> {
  const [settings, navigation] = await Promise.all([getSettings(ctx), listNavigationCategories(ctx)]);
  return { settings, layout: layoutFrom(ctx, settings, navigation) };
}

/** A settings text that shows nothing (unset, or only empty markup) counts as not written. */
export function writtenText(html: string): string {
  return stripHtml(html) === '' && !/<(img|iframe)\b/i.test(html) ? '' : html;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** A page whose text has any Devanagari is read as Hindi (the site's first language), else as English. */
export function pageLanguage(text: string): 'hi' | 'en' {
  return DEVANAGARI.test(text) ? 'hi' : 'en';
}
