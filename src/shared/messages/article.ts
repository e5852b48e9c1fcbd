import { defineMessages } from '../i18n/message';

/**
 * The article page's own words around the story (decision 262): the share row, the heart and the
 * translation offer. Network names are brands and stay in Latin letters inside `lang="en"`.
 */
export const articleMessages = defineMessages({
  /**
   * What follows the location before the story (docs/product.md, Article page): the Devanagari full
   * stop in Hindi, a colon in English, as Indian English papers write a dateline (decision 267).
   */
  afterLocation: { hi: ' । ', en: ': ' },
  share: { hi: 'शेयर करें', en: 'Share' },
  /** A share link's name; `{network}` is the brand (Facebook, X, LinkedIn, WhatsApp). */
  shareOn: { hi: '{network} पर शेयर करें', en: 'Share on {network}' },
  shareByEmail: { hi: 'ईमेल से भेजें', en: 'Share by email' },
  /** The subject of the mail the email link opens (docs/product.md, Article page). */
  mailSubject: { hi: 'यह ख़बर पढ़िए', en: 'Check this out' },
  /** The heart's name; the count also changes in the browser (reader/like-live.ts). */
  likeArticle: {
    hi: 'यह ख़बर पसंद करें, {count, plural, other {# पसंद}}',
    en: 'Like this article, {count, plural, one {# like} other {# likes}}',
  },
  /** Beside the heart when a press could not be saved; `{reason}` is the server's words. */
  likeNotSaved: { hi: 'सहेजा नहीं गया: {reason}', en: 'Not saved: {reason}' },
  /** The offer of the story's translation, written in the language it leads to (docs/product.md, Translations). */
  readTranslation: { hi: 'यह ख़बर हिंदी में पढ़ें', en: 'Read this story in English' },
});
