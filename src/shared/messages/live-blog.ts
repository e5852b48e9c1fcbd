import { defineMessages } from '../i18n/message';

/** A live blog's words in its article's language (docs/product.md, Live blog; decision 262). */
export const liveBlogMessages = defineMessages({
  /** The label before a live blog's title on its page, cards and rows, and in the news sitemap's title. */
  live: { hi: 'लाइव', en: 'LIVE' },
  ended: { hi: 'लाइव कवरेज समाप्त हो गया है', en: 'Live coverage has ended' },
  updates: { hi: 'लाइव अपडेट', en: 'Live updates' },
  keyEvents: { hi: 'मुख्य घटनाएँ', en: 'Key events' },
  pinned: { hi: 'पिन किया गया', en: 'Pinned' },
  keyEvent: { hi: 'मुख्य घटना', en: 'Key event' },
  none: { hi: 'अपडेट आते ही यहाँ दिखेंगे।', en: 'Updates will appear here as they come.' },
  newUpdates: {
    hi: '{count, plural, one {# नया अपडेट} other {# नए अपडेट}}',
    en: '{count, plural, one {# new update} other {# new updates}}',
  },
  /** An update posted less than a minute ago; older ones say '5 मिनट पहले' through Intl. */
  justNow: { hi: 'अभी-अभी', en: 'Just now' },
});
