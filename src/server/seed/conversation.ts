import type { AppContext } from '../context';
import { postComment, setLike } from '../modules/comments/comments.service';
import { insertLike } from '../modules/likes/likes.repository';
import { hoursBefore } from './hours';
import type { SeedReaderKey } from './readers';

type SeedReply = { by: SeedReaderKey; hoursAgo: number; text: string; likedBy?: readonly SeedReaderKey[] };
type SeedComment = SeedReply & { replies?: readonly SeedReply[] };

/**
 * What readers wrote under the stories, by article slug: Hindi under Hindi stories, English under
 * English ones. Every comment goes through the comment service's checks, so the one with two
 * links waits in the moderation queue as a reader's would.
 */
const COMMENTS: Record<string, readonly SeedComment[]> = {
  'india-vs-england-womens-odi-live-score': [
    {
      by: 'amit',
      hoursAgo: 4,
      text: 'इंग्लैंड को पहले बल्लेबाज़ी देना सही फ़ैसला नहीं लगा, इंदौर में शाम को ओस पड़ती है।',
      likedBy: ['sunita', 'irfan', 'ramesh'],
      replies: [
        {
          by: 'neha',
          hoursAgo: 3.8,
          text: 'ओस की वजह से ही इंग्लैंड ने पहले बल्लेबाज़ी चुनी है, बाद में गीली गेंद से गेंदबाज़ी मुश्किल होगी।',
          likedBy: ['amit'],
        },
      ],
    },
    {
      by: 'sunita',
      hoursAgo: 1.1,
      text: 'अनन्या राव ने कमाल की पारी खेली! ऐसे ही खेलती रहीं तो विश्व कप में भी धमाल करेंगी।',
      likedBy: ['neha', 'amit', 'irfan', 'ramesh'],
      replies: [
        { by: 'irfan', hoursAgo: 1, text: 'बिलकुल, उनका कवर ड्राइव देखने लायक़ है।', likedBy: ['sunita'] },
        { by: 'ramesh', hoursAgo: 0.5, text: 'पर उनके आउट होते ही मिडिल ऑर्डर फिर लड़खड़ा गया, यही चिंता की बात है।' },
      ],
    },
    {
      by: 'amit',
      hoursAgo: 0.25,
      text: 'मैच की हाइलाइट्स यहाँ देखें: https://cricket-clips.example/ind-eng और https://cricket-clips.example/live',
    },
  ],
  'gst-council-cuts-rates-daily-use-items': [
    {
      by: 'neha',
      hoursAgo: 27,
      text: 'दवाइयों पर टैक्स घटना अच्छी ख़बर है, पर देखना होगा कि दुकानदार सच में दाम घटाते हैं या नहीं।',
      likedBy: ['sunita', 'amit', 'irfan', 'ramesh'],
      replies: [
        { by: 'amit', hoursAgo: 25.5, text: 'वित्त मंत्री ने कहा है कि तीन महीने तक दामों पर नज़र रहेगी, उम्मीद है फ़र्क़ दिखेगा।' },
      ],
    },
    {
      by: 'irfan',
      hoursAgo: 24,
      text: 'कॉपी-पेंसिल पर टैक्स हटने से बच्चों के माता-पिता को थोड़ी राहत मिलेगी।',
      likedBy: ['neha'],
    },
  ],
  'lucknow-kanpur-expressway-opens': [
    {
      by: 'ramesh',
      hoursAgo: 22,
      text: 'दोपहिया वाहनों को अनुमति न देना ठीक नहीं, आसपास के गाँवों के लोग कैसे आएँ-जाएँ?',
      replies: [
        {
          by: 'sunita',
          hoursAgo: 20,
          text: 'साथ में सर्विस रोड भी बनी है, दोपहिया वाले उसी से जा सकते हैं।',
          likedBy: ['ramesh'],
        },
      ],
    },
    {
      by: 'amit',
      hoursAgo: 18,
      text: '185 रुपये टोल थोड़ा ज़्यादा है, रोज़ आने-जाने वालों के लिए मासिक पास होना चाहिए।',
      likedBy: ['ramesh', 'irfan'],
    },
  ],
  'supreme-court-clean-air-action-plans': [
    {
      by: 'rahul',
      hoursAgo: 11,
      text: 'Finally a bench that talks about year-round measures. Winter bans only move the problem around.',
      likedBy: ['priya', 'arjun'],
      replies: [
        {
          by: 'priya',
          hoursAgo: 10,
          text: 'Agreed, but enforcement at the district level is where it always fails.',
          likedBy: ['rahul'],
        },
      ],
    },
    {
      by: 'arjun',
      hoursAgo: 8,
      text: 'I would like the monthly monitoring data published as open data, station by station.',
    },
  ],
  'league-retention-rules-explained': [
    {
      by: 'arjun',
      hoursAgo: 20,
      text: 'Six retentions is generous. Teams with a settled core will love this.',
      likedBy: ['rahul'],
      replies: [
        {
          by: 'rahul',
          hoursAgo: 19,
          text: 'Only if they can afford the first two picks: 32 crore is a big bite out of the purse.',
          likedBy: ['arjun', 'priya'],
        },
      ],
    },
  ],
};

/** Who liked which story, by article slug. */
const ARTICLE_LIKES: Record<string, readonly SeedReaderKey[]> = {
  'india-vs-england-womens-odi-live-score': ['sunita', 'amit', 'neha', 'irfan', 'ramesh'],
  'india-beat-australia-t20-series-3-1': ['sunita', 'amit', 'irfan', 'neha', 'ramesh', 'rahul'],
  'gst-council-cuts-rates-daily-use-items': ['neha', 'amit', 'sunita'],
  'lucknow-kanpur-expressway-opens': ['ramesh', 'sunita'],
  'supreme-court-clean-air-action-plans': ['rahul', 'priya', 'arjun'],
  'league-final-mumbai-win-by-two-runs': ['rahul', 'priya', 'arjun', 'amit'],
  'league-retention-rules-explained': ['arjun', 'rahul'],
};

/** A like comes a few minutes after what it likes, and never after the seeding. */
const LIKE_DELAY_HOURS = 0.05;

type Posting = { slug: string; comment: SeedReply; parent?: SeedReply };

/** Every comment and reply, oldest first: the order readers wrote them, which the per-reader interval needs. */
function inPostingOrder(): Posting[] {
  const postings: Posting[] = [];
  for (const [slug, comments] of Object.entries(COMMENTS)) {
    for (const comment of comments) {
      postings.push({ slug, comment });
      for (const reply of comment.replies ?? []) {
        if (reply.hoursAgo >= comment.hoursAgo) throw new Error(`A demo reply on ${slug} is older than its comment`);
        postings.push({ slug, comment: reply, parent: comment });
      }
    }
  }
  return postings.sort((a, b) => b.comment.hoursAgo - a.comment.hoursAgo);
}

/**
 * Readers' comments, replies and likes: comments through the comment service (checks, counts,
 * the moderation queue), comment likes through it too, article likes through the likes
 * repository so each keeps its own time.
 */
export async function postConversation(
  ctx: AppContext,
  ids: { news: Map<string, string>; readers: Record<SeedReaderKey, string> },
  now: Date,
): Promise<void> {
  const newsIdOf = (slug: string) => {
    const id = ids.news.get(slug);
    if (!id) throw new Error(`Demo comments name an article that is not seeded: ${slug}`);
    return id;
  };
  const commentIds = new Map<SeedReply, string>();
  for (const { slug, comment, parent } of inPostingOrder()) {
    const posted = await postComment(
      ctx,
      ids.readers[comment.by],
      { newsId: newsIdOf(slug), text: comment.text, parentId: parent ? commentIds.get(parent) : undefined },
      new Date(hoursBefore(now, comment.hoursAgo)),
    );
    commentIds.set(comment, posted.comment._id);
  }
  for (const [comment, commentId] of commentIds) {
    const likedAt = new Date(hoursBefore(now, Math.max(comment.hoursAgo - LIKE_DELAY_HOURS, 0)));
    for (const reader of comment.likedBy ?? []) await setLike(ctx, ids.readers[reader], commentId, true, likedAt);
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const [slug, readers] of Object.entries(ARTICLE_LIKES)) {
      for (const [index, reader] of readers.entries()) {
        await insertLike(trx, newsIdOf(slug), ids.readers[reader], hoursBefore(now, 0.1 + index * 0.3));
      }
    }
  });
}
