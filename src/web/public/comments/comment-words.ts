import type { LangCode } from '../../../shared/language';

/** docs/product.md, Comments: 2 to 2,000 characters. Repeated here: the schema module would bring zod to the browser (decision 166). */
export const COMMENT_MAX_CHARS = 2000;
/** docs/product.md, Comments: the author may edit for 5 minutes after posting. */
export const COMMENT_EDIT_WINDOW_MS = 5 * 60 * 1000;
/** Threads a page of the section shows, as the API pages them by default. */
export const COMMENT_PAGE_SIZE = 10;

export const COMMENT_SORTS = ['best', 'newest', 'oldest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const REPORT_REASONS = ['spam', 'abusive', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * The comment section's own words in the article's language (decision 178); the server's messages
 * (refusals, 'Comment posted') stay as the API words them (docs/product.md, Messages).
 */
export type CommentWords = {
  heading: (count: number) => string;
  sortLabel: string;
  sorts: Record<CommentSort, string>;
  signIn: string;
  closed: string;
  none: string;
  yourComment: string;
  replyTo: (name: string) => string;
  post: string;
  postReply: string;
  save: string;
  cancel: string;
  sending: string;
  charactersLeft: (left: number) => string;
  reply: string;
  edit: string;
  remove: string;
  confirmRemove: string;
  report: string;
  reportLegend: string;
  reasons: Record<ReportReason, string>;
  sendReport: string;
  like: (likes: number) => string;
  awaiting: string;
  edited: string;
  deleted: string;
  deletedReader: string;
  more: string;
  previous: string;
  loading: string;
};

const english: CommentWords = {
  heading: (count) => (count === 1 ? '1 comment' : `${count} comments`),
  sortLabel: 'Sort comments',
  sorts: { best: 'Best', newest: 'Newest', oldest: 'Oldest' },
  signIn: 'Sign in to comment',
  closed: 'Comments are closed on this article.',
  none: 'No comments yet. Be the first to comment.',
  yourComment: 'Your comment',
  replyTo: (name) => `Your reply to ${name}`,
  post: 'Post comment',
  postReply: 'Post reply',
  save: 'Save',
  cancel: 'Cancel',
  sending: 'Sending…',
  charactersLeft: (left) => `${left} characters left`,
  reply: 'Reply',
  edit: 'Edit',
  remove: 'Delete',
  confirmRemove: 'Delete your comment?',
  report: 'Report',
  reportLegend: 'Why are you reporting this comment?',
  reasons: { spam: 'Spam', abusive: 'Abusive', 'off-topic': 'Off topic', other: 'Other' },
  sendReport: 'Send report',
  like: (likes) => `Like this comment, ${likes} ${likes === 1 ? 'like' : 'likes'}`,
  awaiting: 'Awaiting approval: only you can see this comment for now.',
  edited: 'edited',
  deleted: 'This comment was deleted.',
  deletedReader: 'Deleted reader',
  more: 'More comments',
  previous: 'Previous comments',
  loading: 'Loading…',
};

const hindi: CommentWords = {
  heading: (count) => `${count} ${count === 1 ? 'टिप्पणी' : 'टिप्पणियाँ'}`,
  sortLabel: 'टिप्पणियों का क्रम',
  sorts: { best: 'सबसे पसंदीदा', newest: 'नई पहले', oldest: 'पुरानी पहले' },
  signIn: 'टिप्पणी करने के लिए साइन इन करें',
  closed: 'इस ख़बर पर टिप्पणियाँ बंद हैं।',
  none: 'अभी कोई टिप्पणी नहीं है। पहली टिप्पणी आप लिखें।',
  yourComment: 'आपकी टिप्पणी',
  replyTo: (name) => `${name} को आपका जवाब`,
  post: 'टिप्पणी भेजें',
  postReply: 'जवाब भेजें',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  sending: 'भेजी जा रही है…',
  charactersLeft: (left) => `${left} अक्षर बाक़ी`,
  reply: 'जवाब दें',
  edit: 'बदलें',
  remove: 'हटाएँ',
  confirmRemove: 'अपनी टिप्पणी हटाएँ?',
  report: 'शिकायत करें',
  reportLegend: 'आप इस टिप्पणी की शिकायत क्यों कर रहे हैं?',
  reasons: { spam: 'स्पैम', abusive: 'अपमानजनक', 'off-topic': 'विषय से हटकर', other: 'अन्य' },
  sendReport: 'शिकायत भेजें',
  like: (likes) => `यह टिप्पणी पसंद करें, ${likes} पसंद`,
  awaiting: 'मंज़ूरी की प्रतीक्षा में: अभी यह टिप्पणी सिर्फ़ आपको दिखती है।',
  edited: 'संपादित',
  deleted: 'यह टिप्पणी हटा दी गई है।',
  deletedReader: 'हटाया गया पाठक',
  more: 'और टिप्पणियाँ',
  previous: 'पिछली टिप्पणियाँ',
  loading: 'लोड हो रहा है…',
};

export function commentWords(lang: LangCode): CommentWords {
  return lang === 'hi' ? hindi : english;
}
