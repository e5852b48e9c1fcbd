import { defineMessages } from '../i18n/message';

/** The search page and the navigation's search overlay (decision 262). */
export const searchMessages = defineMessages({
  heading: { hi: 'खोजें', en: 'Search' },
  /** The head's title and description. */
  titleFor: { hi: '{query} – खोज', en: '{query} – Search' },
  description: { hi: 'ख़बरें खोजें', en: 'Search the news' },
  descriptionFor: { hi: '{query} से जुड़ी ख़बरें', en: 'News about {query}' },
  fieldLabel: { hi: 'ख़बर खोजें', en: 'Search news' },
  placeholder: { hi: 'ख़बर खोजें', en: 'Search news' },
  submit: { hi: 'खोजें', en: 'Search' },
  /** `{query}` stands where the query shows, in an element of its own language. */
  resultsFor: {
    hi: '{query} के लिए {more, select, yes {{total, number}+ नतीजे} other {{total, plural, one {# नतीजा} other {# नतीजे}}}}',
    en: '{more, select, yes {{total, number}+ results} other {{total, plural, one {# result} other {# results}}}} for {query}',
  },
  results: {
    hi: '{more, select, yes {{total, number}+ नतीजे} other {{total, plural, one {# नतीजा} other {# नतीजे}}}}',
    en: '{more, select, yes {{total, number}+ results} other {{total, plural, one {# result} other {# results}}}}',
  },
  typeHint: { hi: 'हिंदी या अंग्रेज़ी में लिखें', en: 'Type in Hindi or English' },
  searching: { hi: 'खोज रहे हैं…', en: 'Searching…' },
  /** `{query}` as in `resultsFor`. */
  allResults: { hi: '{query} के सभी नतीजे →', en: 'All results for {query} →' },
  close: { hi: 'खोज बंद करें', en: 'Close search' },
  noNews: { hi: 'कोई ख़बर नहीं मिली...', en: 'No news found...' },
});
