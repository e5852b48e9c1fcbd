import type { Db } from '../../db/client';
import type { ContentEntity } from '../../lib/content-events';

type Label = { id: string; label: string };
type LabelLookup = (db: Db, ids: string[]) => Promise<Label[]>;

/**
 * How each kind of item is named on the Activity screen: the words an editor knows it by. Kinds
 * without an item of their own (settings) are absent; a deleted item has no row and so no name.
 */
const LOOKUPS: Partial<Record<ContentEntity, LabelLookup>> = {
  news: (db, ids) => db.selectFrom('news').select(['id', 'title as label']).where('id', 'in', ids).execute(),
  category: (db, ids) => db.selectFrom('categories').select(['id', 'name as label']).where('id', 'in', ids).execute(),
  subcategory: (db, ids) =>
    db.selectFrom('subcategories').select(['id', 'name as label']).where('id', 'in', ids).execute(),
  breaking_news: (db, ids) =>
    db.selectFrom('breaking_news').select(['id', 'name as label']).where('id', 'in', ids).execute(),
  live_stream: (db, ids) =>
    db.selectFrom('live_streams').select(['id', 'name as label']).where('id', 'in', ids).execute(),
  poll: (db, ids) => db.selectFrom('polls').select(['id', 'question as label']).where('id', 'in', ids).execute(),
  ad: (db, ids) => db.selectFrom('ads').select(['id', 'url as label']).where('id', 'in', ids).execute(),
  video: (db, ids) => db.selectFrom('videos').select(['id', 'url as label']).where('id', 'in', ids).execute(),
  admin: async (db, ids) =>
    (await db.selectFrom('admins').select(['id', 'name', 'email']).where('id', 'in', ids).execute()).map(
      ({ id, name, email }) => ({ id, label: `${name} (${email})` }),
    ),
  contact: async (db, ids) =>
    (await db.selectFrom('contact_messages').select(['id', 'name', 'location']).where('id', 'in', ids).execute()).map(
      ({ id, name, location }) => ({ id, label: `${name}, ${location}` }),
    ),
  comment: async (db, ids) =>
    (await db.selectFrom('comments').select(['id', 'body']).where('id', 'in', ids).execute()).map(({ id, body }) => ({
      id,
      label: body.length > 60 ? `${body.slice(0, 60)}…` : body,
    })),
  reader: (db, ids) => db.selectFrom('readers').select(['id', 'name as label']).where('id', 'in', ids).execute(),
};

/** The names of the items a page of audit lines touches, by kind and id: one query per kind on the page. */
export async function labelAuditedItems(
  db: Db,
  items: { entity: string; entity_id: string | null }[],
): Promise<Map<string, string>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const { entity, entity_id } of items) {
    if (entity_id !== null) idsByKind.set(entity, (idsByKind.get(entity) ?? new Set()).add(entity_id));
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const lookup = LOOKUPS[kind as ContentEntity];
      if (!lookup) return;
      for (const { id, label } of await lookup(db, [...ids])) labels.set(itemKey(kind, id), label);
    }),
  );
  return labels;
}

export const itemKey = (kind: string, id: string) => `${kind}:${id}`;
