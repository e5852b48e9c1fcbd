import { defineMessages } from '../i18n/message';

/**
 * The words around the lists (decision 262): home's blocks, the listing pages, their sidebars and
 * pager, the site's pages and the 404. Texts docs/product.md quotes ('No news found...', 'ALL News',
 * 'special interview', '404 Page Not found') keep them exactly in English.
 */
export const listingMessages = defineMessages({
  home: { hi: 'होम', en: 'Home' },
  bigNews: { hi: 'बड़ी ख़बरें', en: 'Big news' },
  breakingNews: { hi: 'ब्रेकिंग न्यूज़', en: 'Breaking news' },
  videos: { hi: 'वीडियो', en: 'Videos' },
  shorts: { hi: 'शॉर्ट्स', en: 'Shorts' },
  live: { hi: 'लाइव', en: 'Live' },
  moreVideos: { hi: 'और वीडियो', en: 'More videos' },
  watchVideo: { hi: 'वीडियो देखें', en: 'Watch the video' },
  shortVideo: { hi: 'शॉर्ट वीडियो', en: 'Short video' },
  videoBadge: { hi: 'वीडियो', en: 'Video' },
  play: { hi: 'चलाएँ:', en: 'Play:' },
  noNews: { hi: 'कोई ख़बर नहीं मिली...', en: 'No news found...' },
  allNews: { hi: 'सभी ख़बरें', en: 'ALL News' },
  mostRead: { hi: 'सबसे ज़्यादा पढ़ी गईं', en: 'Most read' },
  religion: { hi: 'धर्म-ज्योतिष', en: 'Religion and astrology' },
  freshNews: { hi: 'ताज़ा ख़बरें', en: 'Fresh news' },
  topNews: { hi: 'टॉप न्यूज़', en: 'Top news' },
  specialInterview: { hi: 'ख़ास इंटरव्यू', en: 'special interview' },
  groundReport: { hi: 'ग्राउंड रिपोर्ट', en: 'Ground report' },
  moreNews: { hi: 'और ख़बरें', en: 'More news' },
  breadcrumb: { hi: 'आप यहाँ हैं', en: 'Breadcrumb' },
  pagination: { hi: 'पेज', en: 'Pagination' },
  previous: { hi: 'पिछला', en: 'Previous' },
  next: { hi: 'अगला', en: 'Next' },
  last: { hi: 'आख़िरी', en: 'Last' },
  pageNumber: { hi: 'पेज {page, number}', en: 'Page {page, number}' },
  /** A listing's title past its first page, in the head. */
  pagedTitle: { hi: '{title} – पेज {page, number}', en: '{title} – Page {page, number}' },
  previousSlide: { hi: 'पिछली स्लाइड', en: 'Previous slide' },
  nextSlide: { hi: 'अगली स्लाइड', en: 'Next slide' },
  pauseSlides: { hi: 'स्लाइड रोकें', en: 'Pause slides' },
  playSlides: { hi: 'स्लाइड चलाएँ', en: 'Play slides' },
  slideOf: { hi: '{index, number} / {count, number}', en: '{index, number} / {count, number}' },
  notFound: { hi: '404 पेज नहीं मिला', en: '404 Page Not found' },
  notFoundHint: {
    hi: 'आप जो पेज खोज रहे हैं, वह यहाँ नहीं है। कोई ख़बर खोजें या नीचे ताज़ा ख़बरें पढ़ें।',
    en: 'The page you asked for is not here. Search for a story, or read the latest below.',
  },
  latestStories: { hi: 'ताज़ा ख़बरें', en: 'Latest stories' },
  backHome: { hi: 'होम पेज पर जाएँ', en: 'Go to the home page' },
  about: { hi: 'हमारे बारे में', en: 'About' },
  contact: { hi: 'संपर्क करें', en: 'Contact' },
  privacyPolicy: { hi: 'प्राइवेसी पॉलिसी', en: 'Privacy Policy' },
  disclaimer: { hi: 'डिस्क्लेमर', en: 'Disclaimer' },
  notWrittenYet: {
    hi: 'यह पेज जल्द ही उपलब्ध होगा।',
    en: 'This page has not been written yet. Please check back soon.',
  },
});
