import type { AppContext } from '../context';
import { pinLiveUpdate, postLiveUpdate } from '../modules/live-blog/live-blog.service';
import { hoursBefore } from './hours';
import type { SeedArticle } from './seed-article';

/** The match began this long before the seeding: the toss is the blog's first update. */
const MATCH_HOURS_AGO = 5;

/**
 * A women's one-day international in progress, as the खेल desk covers it live: India chasing
 * 263. Players are fictional. The newest update carries the score line the site's
 * 'क्रिकेट स्कोर' box shows.
 */
export const LIVE_MATCH_ARTICLE: SeedArticle = {
  slug: 'india-vs-england-womens-odi-live-score',
  title: 'भारत बनाम इंग्लैंड, दूसरा महिला वनडे: 263 रन के लक्ष्य का पीछा कर रही टीम इंडिया',
  subtitle: 'होलकर स्टेडियम से गेंद-दर-गेंद अपडेट; सीरीज़ में इंग्लैंड 1-0 से आगे',
  type: 'big-news',
  category: 'khel',
  subcategory: 'khelCricket',
  location: 'इंदौर',
  tags: ['क्रिकेट', 'महिला क्रिकेट', 'लाइव स्कोर'],
  hoursAgo: MATCH_HOURS_AGO,
  images: ['cricketPitch'],
  live: true,
  body: [
    'इंदौर के होलकर स्टेडियम में तीन मैचों की सीरीज़ का दूसरा वनडे खेला जा रहा है। पहला मुक़ाबला हारने के बाद **टीम इंडिया के लिए यह मैच करो या मरो** जैसा है।',
    'इंग्लैंड ने टॉस जीतकर पहले बल्लेबाज़ी चुनी और 50 ओवर में 8 विकेट पर 262 रन बनाए। मैच का हर अहम पल नीचे लाइव अपडेट में पढ़ें।',
  ],
};

type SeedLiveUpdate = { hoursAgo: number; body: string; score?: string; keyEvent?: true; pinned?: true };

/** Oldest first, as the desk posted them. */
const LIVE_UPDATES: readonly SeedLiveUpdate[] = [
  {
    hoursAgo: 4.9,
    body: 'टॉस: इंग्लैंड ने टॉस जीतकर पहले बल्लेबाज़ी चुनी।\nभारत ने पिछले मैच की टीम में एक बदलाव किया है: तेज़ गेंदबाज़ सिमरन गिल की जगह लेग स्पिनर नेहा कुशवाहा को मौक़ा मिला है।',
  },
  {
    hoursAgo: 4.6,
    body: 'पहला विकेट! प्रिया सेठी की इनस्विंग पर लूसी हॉल एलबीडब्ल्यू, इंग्लैंड को पहला झटका।',
    score: 'इंग्लैंड 31/1 (6.2 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 4.2,
    body: 'पावरप्ले ख़त्म: इंग्लैंड ने पहले 10 ओवर में एक विकेट खोकर 58 रन बनाए। भारतीय गेंदबाज़ों ने कसी हुई लाइन रखी।',
    score: 'इंग्लैंड 58/1 (10 ओवर)',
  },
  {
    hoursAgo: 3.7,
    body: 'अर्धशतक: एमा कार्टर ने 61 गेंदों में अपना अर्धशतक पूरा किया, जिसमें सात चौके शामिल हैं।',
    score: 'इंग्लैंड 121/1 (23 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 3.3,
    body: 'एक ओवर में दो विकेट! नेहा कुशवाहा ने पहले एमा कार्टर (68) को स्टंप कराया और फिर अगली ही गेंद पर ग्रेस टेलर को बोल्ड कर दिया।',
    score: 'इंग्लैंड 164/3 (31.4 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 2.8,
    body: 'इंग्लैंड की पारी ख़त्म: 50 ओवर में 8 विकेट पर 262 रन। नेहा कुशवाहा ने 10 ओवर में 41 रन देकर 3 विकेट लिए।\nभारत को जीत के लिए 263 रन चाहिए।',
    score: 'इंग्लैंड 262/8 (50 ओवर)',
    keyEvent: true,
    pinned: true,
  },
  {
    hoursAgo: 2.1,
    body: 'भारत को शुरुआती झटका: सलामी बल्लेबाज़ सना मिर्ज़ा तीसरे ओवर में स्लिप में कैच दे बैठीं।',
    score: 'भारत 9/1 (2.4 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 1.7,
    body: 'पावरप्ले में भारत की दमदार वापसी: अनन्या राव और कप्तान कविता बिष्ट ने 10 ओवर में स्कोर 61 तक पहुँचाया।',
    score: 'भारत 61/1 (10 ओवर)',
  },
  {
    hoursAgo: 1.2,
    body: 'अनन्या राव का अर्धशतक! 54 गेंदों में 50 रन, उन्होंने छक्का लगाकर अर्धशतक पूरा किया।',
    score: 'भारत 104/1 (19 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 0.9,
    body: 'विकेट! अनन्या राव 71 रन बनाकर डीप मिडविकेट पर कैच आउट। दूसरे विकेट के लिए 122 रन की साझेदारी टूटी।',
    score: 'भारत 131/2 (24.5 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 0.6,
    body: 'भारत ने चार गेंदों के अंदर दो विकेट गंवाए, मैच में रोमांच लौटा।',
    score: 'भारत 152/4 (30.1 ओवर)',
    keyEvent: true,
  },
  {
    hoursAgo: 0.35,
    body: 'ड्रिंक्स ब्रेक: कप्तान कविता बिष्ट और विकेटकीपर रुचि पांडे संभलकर खेल रही हैं। आख़िरी 13 ओवर में 82 रन चाहिए।',
    score: 'भारत 181/4 (37 ओवर)',
  },
  {
    hoursAgo: 0.1,
    body: 'कप्तान कविता बिष्ट का अर्धशतक! 58 गेंदों में 50 रन। भारत को जीत के लिए 51 गेंदों में 65 रन चाहिए।',
    score: 'भारत 198/4 (41.3 ओवर)',
    keyEvent: true,
  },
];

/**
 * Posts the updates through the live blog's service (revisions, audit, the article's kept pages
 * forgotten), pins the one to keep on top, then dates each to when the desk posted it. Like every
 * demo write, by no admin (decision 025).
 */
export async function postLiveMatchUpdates(ctx: AppContext, newsId: string, now: Date): Promise<void> {
  for (const update of LIVE_UPDATES) {
    const posted = await postLiveUpdate(
      ctx,
      newsId,
      { body: update.body, score: update.score, keyEvent: update.keyEvent },
      null,
    );
    if (update.pinned) await pinLiveUpdate(ctx, newsId, posted._id, true, null);
    const at = hoursBefore(now, update.hoursAgo);
    await ctx.db
      .updateTable('live_updates')
      .set({ created_at: at, updated_at: at })
      .where('id', '=', posted._id)
      .execute();
  }
}
