import { sql } from 'kysely';
import type { AppLog } from '../../context';
import { type Db, dialectOf } from '../../db/client';
import { searchBody } from './news.search';
import { LATIN_KEYS_VERSION, latinKeysOf } from './news.search-latin';

/** The row of `derived_data_versions` naming the version of the search's Latin keys (decision 235). */
const LATIN_KEYS = 'news_search.latin_keys';
const BATCH = 500;

type ArticleText = { id: string; title: string; subtitle: string; description_text: string };

async function storedVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('derived_data_versions')
    .select('version')
    .where('name', '=', LATIN_KEYS)
    .executeTakeFirst();
  return row?.version ?? 0;
}

async function tagsOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('news_tags')
    .select(['news_id', 'tag'])
    .where('news_id', 'in', ids)
    .orderBy('news_id')
    .orderBy('position')
    .execute();
  const tags = new Map<string, string[]>();
  for (const row of rows) tags.set(row.news_id, [...(tags.get(row.news_id) ?? []), row.tag]);
  return tags;
}

/** Writes the keys of a batch of articles into their stored search rows, leaving their words and rowids as they are. */
async function writeKeys(db: Db, articles: ArticleText[]): Promise<void> {
  const tags = await tagsOf(
    db,
    articles.map((article) => article.id),
  );
  const keyed = articles.map((article) => ({
    id: article.id,
    titleKeys: latinKeysOf(article.title),
    bodyKeys: latinKeysOf(searchBody(article.subtitle, article.description_text, tags.get(article.id) ?? [])),
  }));
  await db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') {
      for (const { id, titleKeys, bodyKeys } of keyed)
        await sql`update news_search set document = ts_filter(document, '{a,b}')
          || setweight(to_tsvector('simple', ${titleKeys}), 'C') || setweight(to_tsvector('simple', ${bodyKeys}), 'D')
          where news_id = ${id}`.execute(trx);
      return;
    }
    const { rows } = await sql<{ news_id: string; search_rowid: number }>`select news_id, search_rowid
      from news_search_keys where news_id in (${sql.join(keyed.map(({ id }) => id))})`.execute(trx);
    const rowids = new Map(rows.map((row) => [row.news_id, row.search_rowid]));
    for (const { id, titleKeys, bodyKeys } of keyed) {
      const rowid = rowids.get(id);
      if (rowid !== undefined)
        await sql`update news_search set title_keys = ${titleKeys}, body_keys = ${bodyKeys} where rowid = ${rowid}`.execute(
          trx,
        );
    }
  });
}

/**
 * Fills the Latin keys of every stored search row when they were derived by an older version of
 * the rules, or not at all (the rows of an archive from before decision 235), in batches of 500
 * articles, each its own transaction; then records the version. Answers how many articles it
 * rekeyed (0 when the keys are current). Run while preparing the database, before serving.
 */
export async function rebuildLatinSearchKeys(db: Db, log?: AppLog): Promise<number> {
  if ((await storedVersion(db)) >= LATIN_KEYS_VERSION) return 0;
  let done = 0;
  let after = '';
  for (;;) {
    const articles = await db
      .selectFrom('news')
      .select(['id', 'title', 'subtitle', 'description_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (articles.length === 0) break;
    await writeKeys(db, articles);
    done += articles.length;
    after = articles[articles.length - 1]?.id ?? after;
    if (done % (BATCH * 20) === 0) log?.info({ articles: done }, 'Rebuilding the search keys for Latin letters');
  }
  await db
    .insertInto('derived_data_versions')
    .values({ name: LATIN_KEYS, version: LATIN_KEYS_VERSION })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ version: LATIN_KEYS_VERSION }))
    .execute();
  if (done > 0) log?.info({ articles: done }, 'Search keys for Latin letters rebuilt');
  return done;
}
