import { defineMessages } from '../i18n/message';

/**
 * Every mail a reader gets, in the reader's language (decision 270): the sign-in code and its
 * link, and the reply notice (also sent when a held reply is first approved).
 */
export const mailMessages = defineMessages({
  greeting: { hi: 'नमस्ते {name},', en: 'Hello {name},' },

  codeSubject: { hi: '{code} आपका साइन-इन कोड है · {siteName}', en: '{code} is your sign-in code · {siteName}' },
  codeSignIn: { hi: 'साइन इन करने के लिए यह कोड डालें:', en: 'Enter this code to sign in:' },
  codeWelcome: {
    hi: 'खाता बनाने के लिए धन्यवाद। साइन इन करने के लिए यह कोड डालें:',
    en: 'Thank you for signing up. Enter this code to sign in:',
  },
  codeAlreadyRegistered: {
    hi: 'इस ईमेल से आपका खाता पहले से बना हुआ है। साइन इन करने के लिए यह कोड डालें:',
    en: 'You already have an account with this email. Here is your code to sign in:',
  },
  codeExpiry: {
    hi: 'यह कोड {minutes} मिनट तक और एक ही बार काम करेगा। या इस लिंक से साइन इन करें:',
    en: 'The code works once, for {minutes} minutes. Or sign in with this link:',
  },
  codeIgnore: {
    hi: 'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें।',
    en: 'If you did not ask for it, ignore this email.',
  },

  replySubject: { hi: '{replier} ने आपकी टिप्पणी का जवाब दिया', en: '{replier} replied to your comment' },
  replyIntro: {
    hi: '{replier} ने “{title}” पर आपकी टिप्पणी का जवाब दिया:',
    en: '{replier} replied to your comment on “{title}”:',
  },
  replyRead: { hi: 'पूरी बातचीत पढ़ें', en: 'Read the conversation' },
  replyStopLine: {
    hi: 'जवाबों पर ईमेल नहीं चाहिए? एक क्लिक में बंद करें:',
    en: 'Rather not get mails about replies? Turn them off with one click:',
  },
  replyStopLink: { hi: 'जवाबों पर ईमेल बंद करें', en: 'Stop mails about replies' },
  replyWhy: {
    hi: 'यह ईमेल आपको इसलिए मिला क्योंकि आपने {siteName} पर टिप्पणी की थी।',
    en: 'You get this mail because you commented on {siteName}.',
  },
});
