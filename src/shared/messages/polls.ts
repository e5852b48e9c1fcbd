import { defineMessages } from '../i18n/message';

/** The home page's poll (docs/product.md, Poll voting). */
export const pollMessages = defineMessages({
  heading: { hi: 'पोल', en: 'Poll' },
  vote: { hi: 'वोट करें', en: 'Vote' },
  yourVote: { hi: '(आपका वोट)', en: '(your vote)' },
  total: {
    hi: 'कुल {total, plural, one {# वोट} other {# वोट}}',
    en: '{total, plural, one {# vote} other {# votes}} in all',
  },
  percent: { hi: '{share, number, percent}', en: '{share, number, percent}' },
  failed: {
    hi: 'आपका वोट नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    en: 'Could not send your vote. Please try again.',
  },
});
