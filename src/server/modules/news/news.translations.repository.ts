import { sql } from 'kysely';
import { type Db, dialectOf } from '../../db/client';
import type { NewsRow } from '../../db/database';

/**
 * The links between an article and its translation: one row per pair, the Hindi article's id in
 * `hindi_id`, the English one's in `english_id` (docs/decisions/230).
 */

/** An article at the other end of a link, with what decides whether readers may see it. */
export type PartnerRow = Pick<NewsRow, 'id' | 'slug' | 'title' | 'language' | 'active' | 'publish_at'>;

type Side = { own: 'hindi_id' | 'english_id'; other: 'hindi_id' | 'english_id' };

function sideOf(language: NewsRow['language']): Side {
  return language === 'Hindi' ? { own: 'hindi_id', other: 'english_id' } : { own: 'english_id', other: 'hindi_id' };
}

/** The article linked to `article` (in the other language), whatever its state; one seek of a unique key. */
export function findPartnerOf(db: Db, article: Pick<NewsRow, 'id' | 'language'>): Promise<PartnerRow | undefined> {
  const side = sideOf(article.language);
  return db
    .selectFrom('news_translations as t')
    .innerJoin('news as p', 'p.id', `t.${side.other}`)
    .select(['p.id', 'p.slug', 'p.title', 'p.language', 'p.active', 'p.publish_at'])
    .where(`t.${side.own}`, '=', article.id)
    .executeTakeFirst();
}

/**
 * The partners of a page of articles, by article id, whatever their state, for the back office's
 * listing (decision 260): one seek of each side's unique key per article.
 */
export async function listPartnersOf(db: Db, articleIds: string[]): Promise<Map<string, PartnerRow>> {
  if (articleIds.length === 0) return new Map();
  const partnersOn = (side: Side) =>
    db
      .selectFrom('news_translations as t')
      .innerJoin('news as p', 'p.id', `t.${side.other}`)
      .select([`t.${side.own} as owner`, 'p.id', 'p.slug', 'p.title', 'p.language', 'p.active', 'p.publish_at'])
      .where(`t.${side.own}`, 'in', articleIds)
      .execute();
  const rows = (await Promise.all([partnersOn(sideOf('Hindi')), partnersOn(sideOf('English'))])).flat();
  return new Map(rows.map(({ owner, ...partner }) => [owner, partner]));
}

/** Removes the link `article` takes part in, if any. */
export async function removeLinkOf(db: Db, articleId: string): Promise<void> {
  await db
    .deleteFrom('news_translations')
    .where((eb) => eb.or([eb('hindi_id', '=', articleId), eb('english_id', '=', articleId)]))
    .execute();
}

/** Links a Hindi article and an English one; neither may be linked already (the unique keys refuse it). */
export async function insertLink(db: Db, pair: { hindiId: string; englishId: string; at: string }): Promise<void> {
  await db
    .insertInto('news_translations')
    .values({ hindi_id: pair.hindiId, english_id: pair.englishId, linked_at: pair.at })
    .execute();
}

/**
 * The partner of the row being read, as one JSON value (null without one), so an article and its
 * translation are one query (decision 096): a seek of the unique key of the article's language.
 */
export function partnerColumn(db: Db) {
  const postgres = dialectOf(db) === 'postgres';
  const object = postgres
    ? sql`json_build_object('id', p.id, 'slug', p.slug, 'title', p.title, 'language', p.language, 'active', p.active, 'publish_at', p.publish_at)`
    : sql`json_object('id', p.id, 'slug', p.slug, 'title', p.title, 'language', p.language, 'active', p.active, 'publish_at', p.publish_at)`;
  return sql<unknown>`case when news.language = 'Hindi'
    then (select ${object} from news_translations t join news p on p.id = t.english_id where t.hindi_id = news.id)
    else (select ${object} from news_translations t join news p on p.id = t.hindi_id where t.english_id = news.id) end`.as(
    'partner',
  );
}

/** The `partner` column as read: JSON text on SQLite, an object on PostgreSQL. */
export function parsedPartner(value: unknown): PartnerRow | null {
  if (value === null || value === undefined) return null;
  const partner = (typeof value === 'string' ? JSON.parse(value) : value) as PartnerRow;
  return { ...partner, active: Number(partner.active) === 1 ? 1 : 0 };
}

/** The slug of the row's translation while readers can open it (null otherwise): the sitemaps' alternates. */
export function visiblePartnerSlug(publishedBy: string) {
  const visible = sql`p.active = 1 and p.publish_at <= ${publishedBy}`;
  return sql<string | null>`case when news.language = 'Hindi'
    then (select p.slug from news_translations t join news p on p.id = t.english_id where t.hindi_id = news.id and ${visible})
    else (select p.slug from news_translations t join news p on p.id = t.hindi_id where t.english_id = news.id and ${visible}) end`.as(
    'partner_slug',
  );
}
