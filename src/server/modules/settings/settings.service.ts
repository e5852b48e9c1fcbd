import type { Settings } from '../../../shared/schemas/settings';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { recordAudit } from '../audit/audit.repository';
import { presentSettings } from './settings.presenter';
import { findExistingCategoryIds, listSettingRows, saveSetting } from './settings.repository';

function sanitizePages(pages: Settings['pages']): Settings['pages'] {
  return {
    about: sanitizeRichText(pages.about),
    contact: sanitizeRichText(pages.contact),
    privacyPolicy: sanitizeRichText(pages.privacyPolicy),
    disclaimer: sanitizeRichText(pages.disclaimer),
  };
}

/** The home sections and the religion block may only name categories that exist (400 by field). */
async function checkCategoryIds(ctx: AppContext, patch: Partial<Settings>): Promise<void> {
  const sections = patch.homeSectionCategoryIds ?? [];
  const religion = patch.religionCategoryId ?? '';
  const existing = await findExistingCategoryIds(ctx.db, religion ? [...sections, religion] : sections);
  const errors: Record<string, string> = {};
  const unknownSection = sections.find((id) => !existing.has(id));
  if (unknownSection !== undefined) errors.homeSectionCategoryIds = `Category not found: ${unknownSection}`;
  if (religion && !existing.has(religion)) errors.religionCategoryId = `Category not found: ${religion}`;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

export async function getSettings(ctx: AppContext): Promise<Settings> {
  return presentSettings(await listSettingRows(ctx.db));
}

/**
 * Saves the top-level keys the patch names, each replacing its whole value; page texts are
 * sanitised like article descriptions. `adminId` is null when the seed fills the settings in.
 */
export async function updateSettings(
  ctx: AppContext,
  patch: Partial<Settings>,
  adminId: string | null,
): Promise<Settings> {
  await checkCategoryIds(ctx, patch);
  const changes: Partial<Settings> = patch.pages ? { ...patch, pages: sanitizePages(patch.pages) } : { ...patch };
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    const keys = entries.map(([key]) => key);
    await ctx.db.transaction().execute(async (trx) => {
      const updatedAt = nowIso();
      for (const [key, value] of entries) await saveSetting(trx, key, JSON.stringify(value), updatedAt);
      await recordAudit(trx, { adminId, action: 'update', entity: 'settings', entityId: null, details: { keys } });
    });
  }
  return getSettings(ctx);
}

/** A deleted category leaves the home sections and the religion block, so no setting names a missing category. */
export async function forgetCategoryInSettings(ctx: AppContext, categoryId: string, adminId: string): Promise<void> {
  const settings = await getSettings(ctx);
  const patch: Partial<Settings> = {};
  if (settings.homeSectionCategoryIds.includes(categoryId)) {
    patch.homeSectionCategoryIds = settings.homeSectionCategoryIds.filter((id) => id !== categoryId);
  }
  if (settings.religionCategoryId === categoryId) patch.religionCategoryId = '';
  if (Object.keys(patch).length > 0) await updateSettings(ctx, patch, adminId);
}
