import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INCORRECT,
  CAPTCHA_REQUIRED,
  CONTACT_EMAIL_MAX,
  CONTACT_LOCATION_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SENT,
  EMAIL_INVALID,
  LOCATION_REQUIRED,
  MESSAGE_REQUIRED,
} from '../contact-form';
import { defineMessages } from '../i18n/message';
import {
  COMMENT_ALREADY_REPORTED,
  COMMENT_BANNED_READER,
  COMMENT_DELETED,
  COMMENT_EDIT_EXPIRED,
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_HELD,
  COMMENT_INTERVAL_SECONDS,
  COMMENT_LENGTH_MESSAGE,
  COMMENT_MAX_CHARS,
  COMMENT_MIN_CHARS,
  COMMENT_NOT_FOUND,
  COMMENT_NOT_YOURS,
  COMMENT_PARENT_NOT_FOUND,
  COMMENT_POSTED,
  COMMENT_REPEATED,
  COMMENT_REPORT_OWN,
  COMMENT_REPORTED,
  COMMENT_TOO_SOON,
  COMMENT_UPDATED,
  COMMENTS_CLOSED,
  READER_NOT_FOUND,
  REPLY_MAIL_LINK_INVALID,
  REPLY_MAIL_OFF,
} from '../schemas/comments';
import { NEWS_NOT_FOUND } from '../schemas/news';
import { ALREADY_VOTED, CHOOSE_OPTION, POLL_NOT_FOUND } from '../schemas/polls';
import {
  ACCOUNT_COMMENTS_CHOICE,
  ACCOUNT_DELETED,
  ACCOUNT_SAVED,
  CODE_INVALID,
  CODE_REQUIRED,
  CODE_TRIES_USED,
  EMAIL_DOMAIN_BLOCKED,
  LINK_INVALID,
  LINK_KEY_REQUIRED,
  READER_EMAIL_INVALID,
  READER_EMAIL_REQUIRED,
  READER_LANGUAGE_INVALID,
  READER_LOCATION_MAX,
  READER_LOCATION_TOO_LONG,
  READER_NAME_MAX,
  READER_NAME_REQUIRED,
  READER_NAME_TOO_LONG,
  REGISTER_CODE_SENT,
  REPLY_MAIL_FLAG_INVALID,
  SIGN_IN_CODE_SENT,
  SIGNED_IN,
  SIGNED_OUT_EVERYWHERE,
} from '../schemas/reader-auth';

/**
 * What the API says to readers, in Hindi when the request prefers it (decision 269). Each `en` is
 * the very text the schemas and services answer with (their constants where they have one), so an
 * English answer stays byte for byte what it was; the server finds a message by that text.
 * Messages with arguments are thrown as wordings (`lib/wording.ts`) and formatted per request.
 */
export const serverMessages = defineMessages({
  // Readers' sign-up, sign-in and account.
  nameRequired: { hi: 'नाम लिखना ज़रूरी है', en: READER_NAME_REQUIRED },
  emailRequired: { hi: 'ईमेल लिखना ज़रूरी है', en: READER_EMAIL_REQUIRED },
  readerEmailInvalid: { hi: 'सही ईमेल पता लिखें', en: READER_EMAIL_INVALID },
  readerNameTooLong: { hi: `नाम ज़्यादा से ज़्यादा ${READER_NAME_MAX} अक्षरों का हो सकता है`, en: READER_NAME_TOO_LONG },
  readerLocationTooLong: {
    hi: `स्थान ज़्यादा से ज़्यादा ${READER_LOCATION_MAX} अक्षरों का हो सकता है`,
    en: READER_LOCATION_TOO_LONG,
  },
  readerLanguageInvalid: { hi: "भाषा 'hi' या 'en' होनी चाहिए", en: READER_LANGUAGE_INVALID },
  replyMailFlagInvalid: { hi: 'जवाब की ईमेल का विकल्प true या false होना चाहिए', en: REPLY_MAIL_FLAG_INVALID },
  accountCommentsChoice: { hi: "चुनें कि आपकी टिप्पणियों का क्या हो: 'remove' या 'keep'", en: ACCOUNT_COMMENTS_CHOICE },
  codeRequired: { hi: 'ईमेल में आया 6 अंकों का कोड लिखें', en: CODE_REQUIRED },
  linkKeyRequired: { hi: 'साइन-इन लिंक अधूरा है', en: LINK_KEY_REQUIRED },
  registerCodeSent: { hi: 'हमने आपके ईमेल पर साइन-इन कोड भेज दिया है।', en: REGISTER_CODE_SENT },
  signInCodeSent: { hi: 'अगर इस ईमेल से खाता बना है, तो उस पर साइन-इन कोड भेजा जा रहा है।', en: SIGN_IN_CODE_SENT },
  signedIn: { hi: 'आप साइन इन हो गए हैं', en: SIGNED_IN },
  codeInvalid: { hi: 'कोड गलत है या उसकी मियाद ख़त्म हो चुकी है', en: CODE_INVALID },
  codeWrong: {
    hi: 'गलत कोड। {left, plural, one {# प्रयास बाकी है} other {# प्रयास बाकी हैं}}।',
    en: 'Wrong code. {left, plural, one {# try} other {# tries}} left.',
  },
  codeTriesUsed: { hi: 'इस कोड से बहुत ज़्यादा गलत प्रयास हो चुके हैं। नया कोड मँगाएँ।', en: CODE_TRIES_USED },
  linkInvalid: { hi: 'यह साइन-इन लिंक गलत है या इसकी मियाद ख़त्म हो चुकी है। नया कोड मँगाएँ।', en: LINK_INVALID },
  emailDomainBlocked: {
    hi: 'इस सेवा के ईमेल पते इस्तेमाल नहीं किए जा सकते। कोई दूसरा ईमेल पता लिखें।',
    en: EMAIL_DOMAIN_BLOCKED,
  },
  accountSaved: { hi: 'खाता सहेज लिया गया', en: ACCOUNT_SAVED },
  accountDeleted: { hi: 'आपका खाता हटा दिया गया है', en: ACCOUNT_DELETED },
  signedOutEverywhere: { hi: 'हर डिवाइस से साइन आउट हो गया', en: SIGNED_OUT_EVERYWHERE },
  addressCodesThrottled: {
    hi: 'आपके नेटवर्क से बहुत ज़्यादा कोड माँगे गए। {minutes} मिनट बाद फिर कोशिश करें।',
    en: 'Too many code requests from your network. Try again in {minutes} minute(s).',
  },
  addressWrongTriesThrottled: {
    hi: 'आपके नेटवर्क से बहुत ज़्यादा गलत कोड डाले गए। {minutes} मिनट बाद फिर कोशिश करें।',
    en: 'Too many wrong codes from your network. Try again in {minutes} minute(s).',
  },
  emailMinuteThrottled: {
    hi: 'इस ईमेल पर अभी-अभी कोड भेजा गया है। दूसरा कोड माँगने से पहले {seconds} सेकंड रुकें।',
    en: 'A code was sent to this email moments ago. Wait {seconds} second(s) before asking for another.',
  },
  emailHourThrottled: {
    hi: 'इस ईमेल के लिए बहुत ज़्यादा कोड माँगे गए। {minutes} मिनट बाद फिर कोशिश करें।',
    en: 'Too many codes were asked for this email. Try again in {minutes} minute(s).',
  },

  // Comments.
  commentLength: {
    hi: `टिप्पणी ${COMMENT_MIN_CHARS} से ${COMMENT_MAX_CHARS} अक्षरों की होनी चाहिए`,
    en: COMMENT_LENGTH_MESSAGE,
  },
  commentNotFound: { hi: 'टिप्पणी नहीं मिली', en: COMMENT_NOT_FOUND },
  commentsClosed: { hi: 'इस ख़बर पर टिप्पणियाँ बंद हैं', en: COMMENTS_CLOSED },
  commentBannedReader: { hi: 'आपका खाता टिप्पणी नहीं कर सकता', en: COMMENT_BANNED_READER },
  commentSuspended: { hi: 'आप {until} तक टिप्पणी नहीं कर सकते', en: 'You may not comment until {until}' },
  commentRepeated: { hi: 'आप यही टिप्पणी अभी-अभी कर चुके हैं', en: COMMENT_REPEATED },
  commentTooSoon: { hi: `दो टिप्पणियों के बीच ${COMMENT_INTERVAL_SECONDS} सेकंड रुकें`, en: COMMENT_TOO_SOON },
  commentBannedWords: {
    hi: 'आपकी टिप्पणी में ऐसे शब्द हैं जिनकी यहाँ अनुमति नहीं है: {words}',
    en: 'Your comment contains words that are not allowed here: {words}',
  },
  commentNotYours: { hi: 'आप सिर्फ़ अपनी टिप्पणियाँ बदल सकते हैं', en: COMMENT_NOT_YOURS },
  commentEditExpired: {
    hi: `टिप्पणी पोस्ट करने के ${COMMENT_EDIT_WINDOW_MINUTES} मिनट तक ही बदली जा सकती है`,
    en: COMMENT_EDIT_EXPIRED,
  },
  commentParentNotFound: { hi: 'जिस टिप्पणी का आप जवाब दे रहे हैं, वह नहीं मिली', en: COMMENT_PARENT_NOT_FOUND },
  commentAlreadyReported: { hi: 'आप इस टिप्पणी की शिकायत पहले ही कर चुके हैं', en: COMMENT_ALREADY_REPORTED },
  commentReportOwn: { hi: 'आप अपनी ही टिप्पणी की शिकायत नहीं कर सकते', en: COMMENT_REPORT_OWN },
  commentPosted: { hi: 'टिप्पणी पोस्ट हो गई', en: COMMENT_POSTED },
  commentHeld: { hi: 'आपकी टिप्पणी मंज़ूरी का इंतज़ार कर रही है', en: COMMENT_HELD },
  commentUpdated: { hi: 'टिप्पणी बदल दी गई', en: COMMENT_UPDATED },
  commentDeleted: { hi: 'टिप्पणी हटा दी गई', en: COMMENT_DELETED },
  commentReported: { hi: 'धन्यवाद, एक मॉडरेटर इस टिप्पणी को देखेंगे', en: COMMENT_REPORTED },
  readerNotFound: { hi: 'पाठक नहीं मिला', en: READER_NOT_FOUND },
  replyMailOff: { hi: 'जवाबों की ईमेल बंद कर दी गई हैं', en: REPLY_MAIL_OFF },
  replyMailLinkInvalid: { hi: 'यह लिंक गलत है या इसकी मियाद ख़त्म हो चुकी है', en: REPLY_MAIL_LINK_INVALID },
  commentsThrottled: {
    hi: 'आपके नेटवर्क से बहुत ज़्यादा टिप्पणियाँ आईं। एक मिनट रुककर फिर कोशिश करें।',
    en: 'Too many comments from your network. Please wait a minute and try again.',
  },
  reportReasonInvalid: {
    hi: 'शिकायत का कारण इनमें से एक होना चाहिए: spam, abusive, off-topic, other',
    en: 'Reason must be one of: spam, abusive, off-topic, other',
  },

  // The 'Your opinion' form.
  emailInvalid: { hi: 'ईमेल पता सही नहीं है', en: EMAIL_INVALID },
  locationRequired: { hi: 'स्थान लिखना ज़रूरी है', en: LOCATION_REQUIRED },
  messageRequired: { hi: 'संदेश लिखना ज़रूरी है', en: MESSAGE_REQUIRED },
  captchaRequired: { hi: 'कृपया कैप्चा हल करें', en: CAPTCHA_REQUIRED },
  captchaIncorrect: { hi: 'कैप्चा का जवाब गलत है', en: CAPTCHA_INCORRECT },
  captchaExpired: { hi: 'इस कैप्चा की मियाद ख़त्म हो गई है, कृपया फिर कोशिश करें', en: CAPTCHA_EXPIRED },
  contactSent: { hi: 'धन्यवाद! आपका संदेश भेज दिया गया है।', en: CONTACT_SENT },
  contactThrottled: {
    hi: 'बहुत ज़्यादा संदेश भेजे गए। दूसरा संदेश भेजने से पहले कुछ मिनट रुकें।',
    en: 'Too many messages sent. Please wait a few minutes before sending another.',
  },
  contactNameTooLong: {
    hi: `नाम ज़्यादा से ज़्यादा ${CONTACT_NAME_MAX} अक्षरों का हो सकता है`,
    en: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  },
  contactEmailTooLong: {
    hi: `ईमेल ज़्यादा से ज़्यादा ${CONTACT_EMAIL_MAX} अक्षरों का हो सकता है`,
    en: `Email must be at most ${CONTACT_EMAIL_MAX} characters`,
  },
  contactLocationTooLong: {
    hi: `स्थान ज़्यादा से ज़्यादा ${CONTACT_LOCATION_MAX} अक्षरों का हो सकता है`,
    en: `Location must be at most ${CONTACT_LOCATION_MAX} characters`,
  },
  contactMessageTooLong: {
    hi: `संदेश ज़्यादा से ज़्यादा ${CONTACT_MESSAGE_MAX} अक्षरों का हो सकता है`,
    en: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  },

  // What else a reader meets: polls, push, articles, limits.
  alreadyVoted: { hi: 'आप पहले ही वोट दे चुके हैं', en: ALREADY_VOTED },
  chooseOption: { hi: 'पोल का कोई एक विकल्प चुनें', en: CHOOSE_OPTION },
  pollNotFound: { hi: 'पोल नहीं मिला', en: POLL_NOT_FOUND },
  newsNotFound: { hi: 'ख़बर नहीं मिली', en: NEWS_NOT_FOUND },
  votesThrottled: {
    hi: 'आपके नेटवर्क से बहुत ज़्यादा वोट आए। एक मिनट रुककर फिर कोशिश करें।',
    en: 'Too many votes from your network. Please wait a minute and try again.',
  },
  visitsThrottled: {
    hi: 'इस पते से बहुत ज़्यादा अनुरोध आए। एक मिनट रुककर फिर कोशिश करें।',
    en: 'Too many visit requests from this address. Please wait a minute and try again.',
  },
  readsThrottled: {
    hi: 'इस पते से बहुत ज़्यादा अनुरोध आए। एक मिनट रुककर फिर कोशिश करें।',
    en: 'Too many read requests from this address. Please wait a minute and try again.',
  },
  subscriptionsThrottled: {
    hi: 'इस पते से बहुत ज़्यादा सब्सक्रिप्शन हुए। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    en: 'Too many subscriptions from this address. Please try again later.',
  },
  subscribed: { hi: 'सूचनाएँ चालू हो गईं', en: 'Subscribed to notifications' },
  unsubscribed: { hi: 'सूचनाएँ बंद हो गईं', en: 'Unsubscribed from notifications' },

  // The API's own refusals.
  authenticationRequired: { hi: 'पहले साइन इन करें', en: 'Authentication required' },
  tokenInvalid: {
    hi: 'आपका साइन-इन अमान्य है या उसकी मियाद ख़त्म हो चुकी है। फिर से साइन इन करें।',
    en: 'Invalid or expired token',
  },
  accessDenied: { hi: 'आपको इसकी अनुमति नहीं है', en: 'Access denied' },
  addressNotFound: { hi: 'नहीं मिला: {method} {path}', en: 'Not found: {method} {path}' },
  failed: {
    hi: 'कुछ गड़बड़ हो गई, कृपया थोड़ी देर बाद फिर कोशिश करें',
    en: 'Something went wrong, please try again later',
  },
  invalidRequest: { hi: 'अनुरोध सही नहीं है', en: 'Invalid request' },
  invalidValue: { hi: 'यह मान सही नहीं है', en: 'Invalid value' },
  refused: { hi: 'अनुरोध अस्वीकार कर दिया गया', en: 'The request was refused' },
  bodyNotJson: { hi: 'भेजा गया डेटा सही JSON नहीं है', en: 'The request body is not valid JSON' },
  bodyEmpty: { hi: 'भेजा गया डेटा खाली है', en: 'The request body is empty' },
  bodyTooLarge: { hi: 'भेजा गया डेटा बहुत बड़ा है', en: 'The request body is too large' },
  unsupportedType: { hi: 'इस प्रकार का डेटा स्वीकार नहीं किया जाता', en: 'Unsupported content type' },
});
