import type { AUDIT_ACTIONS, CONTENT_ENTITIES } from '../../../../shared/constants';
import type { AuditEntry } from '../../../shared/api-entities';

/** Each kind of item in the words of the sidebar (docs/product.md, Back-office layout), so an editor recognises the screen it comes from. */
export const KIND_LABELS: Record<(typeof CONTENT_ENTITIES)[number], string> = {
  news: 'News',
  category: 'Category',
  subcategory: 'Sub-Category',
  breaking_news: 'Breaking Text',
  live_stream: 'Live Streaming',
  poll: 'Poll',
  ad: 'Ad',
  video: 'Youtube Video',
  settings: 'Settings',
  admin: 'Admin',
  contact: 'Feedback',
  comment: 'Comment',
  reader: 'Reader',
  live_update: 'Live Update',
};

export const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  toggle: 'Switched on or off',
  login: 'Signed in',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What was done, as a verb: a toggle says which way it went. */
export function actionOf(entry: AuditEntry): string {
  if (entry.action === 'toggle' && typeof entry.details.active === 'boolean') {
    return entry.details.active ? 'Activated' : 'Deactivated';
  }
  if (entry.kind === 'contact' && entry.action === 'update' && entry.details.read === true) return 'Marked read';
  return ACTION_LABELS[entry.action];
}

/**
 * The item's name: as it reads now, else as the line recorded it (a deleted item), else its id.
 * `gone` says the item no longer exists, so no link is offered.
 */
export function itemOf(entry: AuditEntry): { name: string; gone: boolean } {
  if (entry.item !== null) return { name: entry.item, gone: false };
  const recorded =
    text(entry.details.title) ?? text(entry.details.name) ?? text(entry.details.question) ?? text(entry.details.email);
  if (entry.itemId === null) return { name: recorded ?? '', gone: false };
  return { name: recorded ?? entry.itemId, gone: true };
}

/** The access fields an admin line records (the stored columns), in the words of the permission flags. */
const ACCESS_FIELDS = [
  ['role', 'role'],
  ['can_add', 'canAdd'],
  ['can_edit', 'canEdit'],
  ['can_delete', 'canDelete'],
] as const;

const shown = (value: unknown) =>
  value === 1 || value === true ? 'on' : value === 0 || value === false ? 'off' : String(value);

/** A short line on what changed, where the line recorded it. */
export function changesOf(entry: AuditEntry): string {
  const { details } = entry;
  if (Array.isArray(details.fields)) return `Changed: ${details.fields.join(', ')}`;
  if (Array.isArray(details.keys)) return `Changed: ${details.keys.join(', ')}`;
  if (entry.kind !== 'admin') return '';
  const before = details.before as Record<string, unknown> | undefined;
  const after = details.after as Record<string, unknown> | undefined;
  if (before && after) {
    return ACCESS_FIELDS.filter(([field]) => before[field] !== after[field])
      .map(([field, label]) => `${label}: ${shown(before[field])} → ${shown(after[field])}`)
      .join(', ');
  }
  if (entry.action === 'create') {
    const granted = ACCESS_FIELDS.filter(([field]) => field !== 'role' && details[field] === 1).map(
      ([, label]) => label,
    );
    return granted.length > 0 ? `With ${granted.join(', ')}` : 'With no permissions';
  }
  return '';
}
