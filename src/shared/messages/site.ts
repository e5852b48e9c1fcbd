import { defineMessages } from '../i18n/message';

/**
 * The frame's words (every public page's top bar, navigation, ticker, bell, reader link, footer and
 * floating buttons) and the sidebar's cricket score box.
 */
export const siteMessages = defineMessages({
  skipToContent: { hi: 'मुख्य सामग्री पर जाएँ', en: 'Skip to content' },
  home: { hi: 'होम', en: 'Home' },
  categories: { hi: 'श्रेणियाँ', en: 'Categories' },
  more: { hi: 'और', en: 'More' },
  moreCategories: { hi: 'और श्रेणियाँ', en: 'More categories' },
  socialLinks: { hi: 'सोशल लिंक', en: 'Social links' },
  breakingLabel: { hi: 'ब्रेकिंग न्यूज़', en: 'Breaking News' },
  breakingTicker: { hi: 'ब्रेकिंग न्यूज़ टिकर', en: 'Breaking news ticker' },
  noBreakingNews: { hi: 'अभी कोई ब्रेकिंग न्यूज़ नहीं है।', en: 'No breaking news at the moment.' },
  yourAccount: { hi: 'आपका खाता', en: 'Your account' },
  notifications: { hi: 'सूचनाएँ', en: 'Notifications' },
  /** `{count}` is left in the text for the bell's script (bell-live.ts) to fill in. */
  notificationsUnread: { hi: 'सूचनाएँ ({count} अपठित)', en: 'Notifications ({count} unread)' },
  notificationNew: { hi: 'नया:', en: 'New:' },
  notificationsLoading: { hi: 'लोड हो रहा है…', en: 'Loading…' },
  noNotifications: { hi: 'अभी कोई सूचना नहीं।', en: 'No notifications yet.' },
  pushButton: { hi: 'इस डिवाइस पर अलर्ट पाएँ', en: 'Get alerts on this device' },
  pushOn: { hi: 'इस डिवाइस पर अलर्ट चालू हैं।', en: 'Alerts are on for this device.' },
  pushBlocked: { hi: 'इस ब्राउज़र की सेटिंग में अलर्ट बंद हैं।', en: 'Alerts are blocked in this browser’s settings.' },
  pushFailed: {
    hi: 'यह ब्राउज़र अलर्ट चालू नहीं कर सका। बाद में फिर कोशिश करें।',
    en: 'This browser could not turn alerts on. Try again later.',
  },
  footerLinks: { hi: 'साइट की जानकारी', en: 'About the site' },
  editorLink: { hi: 'एडमिन', en: 'Admin' },
  totalVisits: { hi: 'कुल विज़िट:', en: 'Total Visits:' },
  copyright: { hi: '© {year} {siteName}। सर्वाधिकार सुरक्षित।', en: '© {year} {siteName}. All rights reserved.' },
  scrollToTop: { hi: 'ऊपर जाएँ', en: 'Scroll to top' },
  chat: { hi: 'हमसे चैट करें (नए टैब में खुलता है)', en: 'Chat with us (opens in a new tab)' },
  cricketScore: { hi: 'क्रिकेट स्कोर', en: 'Cricket Score' },
  cricketLive: { hi: 'लाइव', en: 'LIVE' },
  cricketFollow: { hi: 'लाइव ब्लॉग पढ़ें', en: 'Follow live' },
  cricketUpdated: { hi: 'अपडेट: {time}', en: 'Updated {time}' },
  cricketNoMatch: { hi: 'अभी कोई लाइव मैच नहीं है।', en: 'No live match right now.' },
});
