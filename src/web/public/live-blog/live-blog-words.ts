import type { LangCode } from '../../../shared/language';

/** A live blog's words in the article's language (docs/product.md, Live blog), as the comments pick theirs (decision 178). */
export type LiveBlogWords = {
  /** The label on cards, the page and the news sitemap's title. */
  live: string;
  ended: string;
  updates: string;
  keyEvents: string;
  pinned: string;
  keyEvent: string;
  none: string;
  newUpdates: (count: number) => string;
};

const english: LiveBlogWords = {
  live: 'LIVE',
  ended: 'Live coverage has ended',
  updates: 'Live updates',
  keyEvents: 'Key events',
  pinned: 'Pinned',
  keyEvent: 'Key event',
  none: 'Updates will appear here as they come.',
  newUpdates: (count) => (count === 1 ? '1 new update' : `${count} new updates`),
};

const hindi: LiveBlogWords = {
  live: 'लाइव',
  ended: 'लाइव कवरेज समाप्त हो गया है',
  updates: 'लाइव अपडेट',
  keyEvents: 'मुख्य घटनाएँ',
  pinned: 'पिन किया गया',
  keyEvent: 'मुख्य घटना',
  none: 'अपडेट आते ही यहाँ दिखेंगे।',
  newUpdates: (count) => `${count} नए अपडेट`,
};

export function liveBlogWords(lang: LangCode): LiveBlogWords {
  return lang === 'hi' ? hindi : english;
}

/** Live now: a live blog whose coverage has not ended. */
export function isLiveNow(article: { live: boolean; liveEndedAt: string | null }): boolean {
  return article.live && article.liveEndedAt === null;
}
