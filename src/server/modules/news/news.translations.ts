import {
  TRANSLATION_LANGUAGE_LOCKED,
  TRANSLATION_NOT_FOUND,
  TRANSLATION_SAME_LANGUAGE,
  TRANSLATION_SELF,
  type Translation,
  translationTakenMessage,
} from '../../../shared/schemas/news-translation';
import type { Db } from '../../db/client';
import type { NewsRow } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { findPartnerOf, insertLink, type PartnerRow, removeLinkOf } from './news.translations.repository';

/**
 * An article and its translation (docs/product.md, Translations; decisions 230-232): the check a
 * write makes before it begins, the change it makes inside its transaction, and the partner as
 * answers name it.
 */

type Article = Pick<NewsRow, 'id' | 'language'>;

/** What a write does to the link: nothing, unlink, or link to `partner`; `previous` is the partner it had. */
export type TranslationPlan = {
  change: 'keep' | 'unlink' | 'link';
  partner?: PartnerRow;
  previous?: PartnerRow;
};

const SAME_PLAN: TranslationPlan = { change: 'keep' };

async function findArticleForLink(db: Db, id: string): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('news')
    .select(['id', 'slug', 'title', 'language', 'active', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Checks the `translation` a create or update asks for, against the article as it will be
 * (`before`: its stored id and language, null on create). Left out, the link stays, but a language
 * change of a linked article is refused: the pair would hold two articles of one language.
 */
export async function planTranslation(
  db: Db,
  before: Article | null,
  after: Article,
  requested: string | null | undefined,
): Promise<TranslationPlan> {
  const previous = before ? await findPartnerOf(db, before) : undefined;
  if (requested === undefined) {
    if (previous && before && before.language !== after.language)
      throw badRequest(TRANSLATION_LANGUAGE_LOCKED, { language: TRANSLATION_LANGUAGE_LOCKED });
    return previous ? { ...SAME_PLAN, previous } : SAME_PLAN;
  }
  if (requested === null || requested === '') return previous ? { change: 'unlink', previous } : SAME_PLAN;
  if (requested === after.id) throw badRequest(TRANSLATION_SELF, { translation: TRANSLATION_SELF });
  const partner = await findArticleForLink(db, requested);
  if (!partner) throw badRequest(TRANSLATION_NOT_FOUND, { translation: TRANSLATION_NOT_FOUND });
  if (partner.language === after.language)
    throw badRequest(TRANSLATION_SAME_LANGUAGE, { translation: TRANSLATION_SAME_LANGUAGE });
  const partnersOwn = await findPartnerOf(db, partner);
  if (partnersOwn && partnersOwn.id !== after.id) {
    const message = translationTakenMessage(partnersOwn.title);
    throw conflict(message, { translation: message });
  }
  if (previous?.id === partner.id) return { change: 'keep', partner, previous };
  return { change: 'link', partner, previous };
}

/** Makes the planned change inside the write's transaction; a link made elsewhere meanwhile is refused as the check would have. */
export async function applyTranslation(trx: Db, article: Article, plan: TranslationPlan): Promise<void> {
  if (plan.change === 'keep') return;
  await removeLinkOf(trx, article.id);
  if (plan.change === 'unlink' || !plan.partner) return;
  const { partner } = plan;
  const [hindiId, englishId] = article.language === 'Hindi' ? [article.id, partner.id] : [partner.id, article.id];
  try {
    await insertLink(trx, { hindiId, englishId, at: nowIso() });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(TRANSLATION_NOT_FOUND, { translation: TRANSLATION_NOT_FOUND });
    if (isUniqueViolation(error) || (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      const message = translationTakenMessage(partner.title);
      throw conflict(message, { translation: message });
    }
    throw error;
  }
}

/**
 * What a write's content event names: the article and the partners it had and has now, whose pages
 * show the change too (decision 232). Every news event purges kept pages and reads broadly today;
 * naming the partners keeps that true for a narrower purge.
 */
export function touchedWithPartners(
  article: { id: string; slugs: string[] },
  partners: (PartnerRow | undefined)[],
): { ids: string[]; slugs: string[] } {
  const present = partners.filter((partner): partner is PartnerRow => partner !== undefined);
  return {
    ids: [article.id, ...present.map((partner) => partner.id)],
    slugs: [...article.slugs, ...present.map((partner) => partner.slug)],
  };
}

function translationOf(partner: PartnerRow): Translation {
  return { _id: partner.id, slug: partner.slug, title: partner.title, language: partner.language };
}

/** The translation as readers see it: only while it is active and its publish time has come. */
export function publishedTranslation(partner: PartnerRow | null | undefined): Translation | undefined {
  return partner && partner.active === 1 && partner.publish_at <= nowIso() ? translationOf(partner) : undefined;
}

/** The translation as the back office sees it, whatever its state. */
export function anyTranslation(partner: PartnerRow | null | undefined): Translation | undefined {
  return partner ? translationOf(partner) : undefined;
}

/** `news` with its `translation` when there is one (the field is left out otherwise). */
export function withTranslation<T extends object>(news: T, translation: Translation | undefined): T {
  return translation ? { ...news, translation } : news;
}
