import { stripHtml } from '../../../../../shared/text';
import { diffWords, type WordDiff } from '../../../../../shared/word-diff';
import type { NewsImage, NewsRevision } from '../../../../shared/api-entities';
import { type BlockChange, diffBlocks } from './block-diff';

export type ListChanges<T> = { added: T[]; removed: T[] };

/** What is in `after` and not in `before`, and the other way round, by `key`. */
function listChanges<T>(before: T[], after: T[], key: (item: T) => string): ListChanges<T> {
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  return {
    added: after.filter((item) => !beforeKeys.has(key(item))),
    removed: before.filter((item) => !afterKeys.has(key(item))),
  };
}

export type RevisionChanges = {
  title: WordDiff;
  subtitle: WordDiff;
  /** The description's words compared as the text a reader reads, its markup set aside: the counts. */
  description: WordDiff;
  /** The description block by block, as the site shows it (decision 272): what is drawn. */
  descriptionBlocks: BlockChange[];
  tags: ListChanges<string>;
  images: ListChanges<NewsImage>;
};

/** What changed from the older revision to the newer one (docs/decisions/228). */
export function compareRevisions(older: NewsRevision, newer: NewsRevision): RevisionChanges {
  return {
    title: diffWords(older.title, newer.title),
    subtitle: diffWords(older.subtitle, newer.subtitle),
    description: diffWords(stripHtml(older.description), stripHtml(newer.description)),
    descriptionBlocks: diffBlocks(older.description, newer.description),
    tags: listChanges(older.tag, newer.tag, (tag) => tag),
    images: listChanges(older.images ?? [], newer.images ?? [], (image) => image.public_id),
  };
}
