import { defineMessages } from '../i18n/message';
import type { LangCode } from '../language';

/**
 * The reader's own pages (/signin, /register, /account, /account/unsubscribe), their islands and the
 * header's sign-in dialog (decision 262). Islands get theirs through `islandWords`.
 */
export const readerMessages = defineMessages({
  // The pages around the islands.
  signInTitle: { hi: 'साइन इन', en: 'Sign in' },
  signInIntro: {
    hi: 'हम आपको 6 अंकों का कोड ईमेल करते हैं; कोई पासवर्ड याद नहीं रखना पड़ता।',
    en: 'We email you a 6-digit code; no password to remember.',
  },
  signInDescription: {
    hi: 'अपने ईमेल पर आए कोड से {siteName} में साइन इन करें।',
    en: 'Sign in to {siteName} with a code sent to your email.',
  },
  registerTitle: { hi: 'रजिस्टर करें', en: 'Register' },
  registerIntro: {
    hi: 'ख़बरों पर टिप्पणी करने के लिए खाता बनाएँ। पुष्टि के लिए हम आपको 6 अंकों का कोड ईमेल करेंगे।',
    en: 'Create an account to comment on the news. We email you a 6-digit code to confirm it.',
  },
  registerDescription: { hi: '{siteName} पर पाठक खाता बनाएँ।', en: 'Create a reader account on {siteName}.' },
  alreadyRegistered: { hi: 'पहले से रजिस्टर हैं?', en: 'Already registered?' },
  accountTitle: { hi: 'आपका खाता', en: 'Your account' },
  accountDescription: { hi: '{siteName} पर आपका पाठक खाता।', en: 'Your reader account on {siteName}.' },
  unsubscribeTitle: { hi: 'जवाबों पर ईमेल बंद करें', en: 'Stop mails about replies' },
  unsubscribeDescription: {
    hi: '{siteName} से टिप्पणियों के जवाबों पर आने वाली ईमेल बंद करें।',
    en: 'Stop the mails {siteName} sends about replies to your comments.',
  },
  needsScript: {
    hi: 'इस पेज के लिए ब्राउज़र में जावास्क्रिप्ट चालू होनी चाहिए। कृपया उसे चालू करके पेज दोबारा खोलें।',
    en: 'This page needs JavaScript. Please turn it on and reload the page.',
  },

  // Signing in: the email and code steps (the page, the header's dialog, the register form).
  loading: { hi: 'लोड हो रहा है…', en: 'Loading…' },
  email: { hi: 'ईमेल', en: 'Email' },
  sendCode: { hi: 'कोड भेजें', en: 'Send code' },
  sending: { hi: 'भेजा जा रहा है…', en: 'Sending…' },
  newHere: { hi: 'पहली बार आए हैं?', en: 'New here?' },
  register: { hi: 'रजिस्टर करें', en: 'Register' },
  signIn: { hi: 'साइन इन करें', en: 'Sign in' },
  signingIn: { hi: 'साइन इन हो रहा है…', en: 'Signing in…' },
  codeLabel: { hi: 'ईमेल में आया कोड', en: 'Code from the email' },
  sentTo: { hi: 'इस पते पर भेजा गया:', en: 'Sent to' },
  resendCode: { hi: 'कोड दोबारा भेजें', en: 'Resend code' },
  resendCodeIn: { hi: '{wait} में कोड दोबारा भेजें', en: 'Resend code in {wait}' },
  otherEmail: { hi: 'दूसरा ईमेल इस्तेमाल करें', en: 'Use another email' },
  close: { hi: 'बंद करें', en: 'Close' },
  linkFinish: { hi: 'ईमेल में आए लिंक से साइन इन पूरा करें।', en: 'Finish signing in with the link from your email.' },
  linkSignInAs: { hi: '{email} के रूप में साइन इन करें', en: 'Sign in as {email}' },
  signedInAs: { hi: 'आप {name} के रूप में साइन इन हैं।', en: 'You are signed in as {name}.' },
  yourAccount: { hi: 'आपका खाता', en: 'Your account' },
  backHome: { hi: 'होम पेज पर लौटें', en: 'Back to Home' },
  signOut: { hi: 'साइन आउट करें', en: 'Sign out' },

  // Registering, and the account's profile.
  name: { hi: 'नाम', en: 'Name' },
  locationOptional: { hi: 'स्थान (वैकल्पिक)', en: 'Location (optional)' },
  mailLanguage: { hi: 'हमारी ईमेल किस भाषा में मिलें', en: 'Language of our emails' },
  emailLabel: { hi: 'ईमेल:', en: 'Email:' },
  replyMail: { hi: 'कोई मेरी टिप्पणी का जवाब दे, तो मुझे ईमेल करें', en: 'Email me when someone replies to my comment' },
  save: { hi: 'सहेजें', en: 'Save' },
  saving: { hi: 'सहेजा जा रहा है…', en: 'Saving…' },
  saved: { hi: 'सहेज लिया गया', en: 'Saved' },

  // The account page.
  notSignedIn: { hi: 'आप साइन इन नहीं हैं।', en: 'You are not signed in.' },
  banned: { hi: 'आपके खाते पर रोक है: आप टिप्पणी नहीं कर सकते।', en: 'Your account is banned: you cannot comment.' },
  suspended: {
    hi: 'आपका खाता निलंबित है: तब तक आप टिप्पणी नहीं कर सकते।',
    en: 'Your account is suspended: you cannot comment until then.',
  },
  suspendedUntil: {
    hi: 'आपका खाता {until} तक निलंबित है: तब तक आप टिप्पणी नहीं कर सकते।',
    en: 'Your account is suspended until {until}: you cannot comment until then.',
  },
  yourComments: { hi: 'आपकी टिप्पणियाँ', en: 'Your comments' },
  yourData: { hi: 'आपका डेटा', en: 'Your data' },
  yourDataText: {
    hi: 'साइट आपके बारे में जो कुछ रखती है, वह सब एक फ़ाइल में।',
    en: 'Everything the site keeps about you, as a JSON file.',
  },
  downloadData: { hi: 'मेरा डेटा डाउनलोड करें', en: 'Download my data' },
  preparing: { hi: 'तैयार हो रहा है…', en: 'Preparing…' },
  signOutSection: { hi: 'साइन आउट', en: 'Sign out' },
  signOutEverywhere: { hi: 'हर डिवाइस से साइन आउट करें', en: 'Sign out everywhere' },
  signingOut: { hi: 'साइन आउट हो रहा है…', en: 'Signing out…' },
  signedOutHere: { hi: 'आप इस डिवाइस पर साइन आउट हो गए हैं।', en: 'You are signed out on this device.' },
  deleteSection: { hi: 'खाता हटाएँ', en: 'Delete account' },
  deleteAccount: { hi: 'मेरा खाता हटाएँ', en: 'Delete my account' },
  deleteConfirm: { hi: 'क्या आप अपना खाता हमेशा के लिए हटाना चाहते हैं?', en: 'Delete your account for good?' },
  deleteConfirmText: {
    hi: 'आपका नाम, ईमेल, लाइक और शिकायतें मिटा दी जाएँगी। यह वापस नहीं होगा।',
    en: 'Your name, email, likes and reports are erased. This cannot be undone.',
  },
  removeComments: { hi: 'मेरी टिप्पणियाँ हटा दें', en: 'Remove my comments' },
  keepComments: {
    hi: 'उन्हें रहने दें, ‘हटाया गया पाठक’ के नाम से',
    en: 'Keep them, shown as ‘deleted reader’',
  },
  deleting: { hi: 'हटाया जा रहा है…', en: 'Deleting…' },
  cancel: { hi: 'रद्द करें', en: 'Cancel' },

  // 'Your comments' on the account page.
  commentOn: { hi: 'ख़बर:', en: 'On' },
  replyOn: { hi: 'जवाब, ख़बर:', en: 'Reply on' },
  articleGone: { hi: 'एक ख़बर जो अब उपलब्ध नहीं है', en: 'an article no longer available' },
  statusVisible: { hi: 'प्रकाशित', en: 'Published' },
  statusPending: { hi: 'मंज़ूरी का इंतज़ार', en: 'Awaiting approval' },
  statusHidden: { hi: 'मॉडरेटरों ने छिपा दी', en: 'Hidden by the moderators' },
  edited: { hi: 'बदली गई', en: 'Edited' },
  likes: { hi: '{count, plural, one {# लाइक} other {# लाइक}}', en: '{count, plural, one {# like} other {# likes}}' },
  noComments: {
    hi: 'आपने अभी तक कोई टिप्पणी नहीं की है। ख़बरों पर आपकी टिप्पणियाँ यहाँ दिखेंगी।',
    en: 'You have not commented yet. Your comments on articles will show here.',
  },
  commentsList: { hi: 'आपकी टिप्पणियाँ, नई पहले', en: 'Your comments, newest first' },
  showMore: { hi: 'और दिखाएँ', en: 'Show more' },

  // The reply mail's unsubscribe page.
  unsubscribeIntro: {
    hi: 'जब कोई आपकी टिप्पणी का जवाब देता है, तो हम आपको ईमेल भेजते हैं। ये ईमेल बंद करने के लिए बटन दबाएँ।',
    en: 'We email you when someone replies to your comment. Press the button to stop these mails.',
  },
  unsubscribe: { hi: 'ईमेल बंद करें', en: 'Stop these mails' },
  unsubscribing: { hi: 'बंद किया जा रहा है…', en: 'Stopping…' },
  unsubscribeAgain: {
    hi: 'इन्हें आप अपने खाते के पेज पर फिर से चालू कर सकते हैं।',
    en: 'You can turn them on again on your account page.',
  },
  unsubscribeIncomplete: {
    hi: 'यह लिंक अधूरा है। ईमेल में दिया गया पूरा लिंक खोलें।',
    en: 'This link is incomplete. Open the whole link from the email.',
  },
});

/** What every reader island says when the server cannot be reached: read in the browser by `reader/api.ts`, apart from the rest. */
export const readerCallMessages = defineMessages({
  noAnswer: {
    hi: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    en: 'The server could not be reached. Check your connection and try again.',
  },
});

/** Each language by its own name, as a language picker shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<LangCode, string> = { hi: 'हिन्दी', en: 'English' };
