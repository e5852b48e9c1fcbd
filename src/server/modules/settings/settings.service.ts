import type { Settings } from '../../../shared/schemas/settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { auditedWrite } from '../audit/audited-write';
import { droppedUploads } from '../media/media.service';
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
async function checkCategoryIds(db: Db, patch: Partial<Settings>): Promise<void> {
  const sections = patch.homeSectionCategoryIds ?? [];
  const religion = patch.religionCategoryId ?? '';
  const existing = await findExistingCategoryIds(db, religion ? [...sections, religion] : sections);
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

/** Saves each key of the patch whole; answers the values the saved keys held before. */
async function saveSettings(db: Db, patch: Partial<Settings>): Promise<string[]> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const before = await listSettingRows(db);
  const updatedAt = nowIso();
  for (const [key, value] of entries) await saveSetting(db, key, JSON.stringify(value), updatedAt);
  return before.filter((row) => Object.hasOwn(patch, row.key)).map((row) => row.value);
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
  const changes: Partial<Settings> = patch.pages ? { ...patch, pages: sanitizePages(patch.pages) } : { ...patch };
  const keys = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  if (keys.length === 0) return getSettings(ctx);
  return auditedWrite(ctx, { adminId, action: 'update', entity: 'settings', entityId: null }, async (trx) => {
    await checkCategoryIds(trx, changes);
    const before = await saveSettings(trx, changes);
    return {
      result: presentSettings(await listSettingRows(trx)),
      details: { keys },
      releasedUploads: droppedUploads(before, [JSON.stringify(changes)]),
    };
  });
}

/**
 * A deleted category leaves the home sections and the religion block, so no setting names a
 * missing category; runs inside the delete's transaction. Answers the keys it changed.
 */
export async function forgetCategoryInSettings(db: Db, categoryId: string): Promise<string[]> {
  const settings = presentSettings(await listSettingRows(db));
  const patch: Partial<Settings> = {};
  if (settings.homeSectionCategoryIds.includes(categoryId)) {
    patch.homeSectionCategoryIds = settings.homeSectionCategoryIds.filter((id) => id !== categoryId);
  }
  if (settings.religionCategoryId === categoryId) patch.religionCategoryId = '';
  await saveSettings(db, patch);
  return Object.keys(patch);
}
