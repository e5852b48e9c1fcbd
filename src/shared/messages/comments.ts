import { defineMessages } from '../i18n/message';

/**
 * The comment section's own words in the article's language (decisions 178, 262); the server's
 * messages ('Comment posted', its refusals) come in the page's language from the API.
 */
export const commentMessages = defineMessages({
  heading: {
    hi: '{count, plural, =0 {# टिप्पणियाँ} one {# टिप्पणी} other {# टिप्पणियाँ}}',
    en: '{count, plural, one {# comment} other {# comments}}',
  },
  sortLabel: { hi: 'टिप्पणियों का क्रम', en: 'Sort comments' },
  sortBest: { hi: 'सबसे पसंदीदा', en: 'Best' },
  sortNewest: { hi: 'नई पहले', en: 'Newest' },
  sortOldest: { hi: 'पुरानी पहले', en: 'Oldest' },
  signIn: { hi: 'टिप्पणी करने के लिए साइन इन करें', en: 'Sign in to comment' },
  closed: { hi: 'इस ख़बर पर टिप्पणियाँ बंद हैं।', en: 'Comments are closed on this article.' },
  none: { hi: 'अभी कोई टिप्पणी नहीं है। पहली टिप्पणी आप लिखें।', en: 'No comments yet. Be the first to comment.' },
  yourComment: { hi: 'आपकी टिप्पणी', en: 'Your comment' },
  replyTo: { hi: '{name} को आपका जवाब', en: 'Your reply to {name}' },
  post: { hi: 'टिप्पणी भेजें', en: 'Post comment' },
  postReply: { hi: 'जवाब भेजें', en: 'Post reply' },
  save: { hi: 'सहेजें', en: 'Save' },
  cancel: { hi: 'रद्द करें', en: 'Cancel' },
  sending: { hi: 'भेजी जा रही है…', en: 'Sending…' },
  charactersLeft: {
    hi: '{count, plural, other {# अक्षर बाक़ी}}',
    en: '{count, plural, one {# character left} other {# characters left}}',
  },
  reply: { hi: 'जवाब दें', en: 'Reply' },
  edit: { hi: 'बदलें', en: 'Edit' },
  remove: { hi: 'हटाएँ', en: 'Delete' },
  confirmRemove: { hi: 'अपनी टिप्पणी हटाएँ?', en: 'Delete your comment?' },
  report: { hi: 'शिकायत करें', en: 'Report' },
  reportLegend: { hi: 'आप इस टिप्पणी की शिकायत क्यों कर रहे हैं?', en: 'Why are you reporting this comment?' },
  reasonSpam: { hi: 'स्पैम', en: 'Spam' },
  reasonAbusive: { hi: 'अपमानजनक', en: 'Abusive' },
  reasonOffTopic: { hi: 'विषय से हटकर', en: 'Off topic' },
  reasonOther: { hi: 'अन्य', en: 'Other' },
  sendReport: { hi: 'शिकायत भेजें', en: 'Send report' },
  like: {
    hi: 'यह टिप्पणी पसंद करें, {count, plural, other {# पसंद}}',
    en: 'Like this comment, {count, plural, one {# like} other {# likes}}',
  },
  awaiting: {
    hi: 'मंज़ूरी की प्रतीक्षा में: अभी यह टिप्पणी सिर्फ़ आपको दिखती है।',
    en: 'Awaiting approval: only you can see this comment for now.',
  },
  edited: { hi: 'संपादित', en: 'edited' },
  deleted: { hi: 'यह टिप्पणी हटा दी गई है।', en: 'This comment was deleted.' },
  deletedReader: { hi: 'हटाया गया पाठक', en: 'Deleted reader' },
  more: { hi: 'और टिप्पणियाँ', en: 'More comments' },
  previous: { hi: 'पिछली टिप्पणियाँ', en: 'Previous comments' },
  loading: { hi: 'लोड हो रहा है…', en: 'Loading…' },
});

export type CommentWord = keyof typeof commentMessages;
