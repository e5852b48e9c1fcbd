import type { NewsUpdateInput } from '../../shared/schemas/news';
import type { AppContext } from '../context';
import { updateArticle } from '../modules/news/news.service';
import { HINDI_NEWS_ARTICLES } from './articles-hi-news';
import { hoursAfter } from './hours';
import { type Block, blocksToHtml } from './markup';

type Save = {
  /** Hours after the story went out. */
  hoursAfter: number;
  title?: string;
  subtitle?: string;
  body?: readonly Block[];
  tags?: readonly string[];
};

const SLUG = 'gst-council-cuts-rates-daily-use-items';

const filed = HINDI_NEWS_ARTICLES.find((article) => article.slug === SLUG);
if (!filed) throw new Error(`The revised demo story ${SLUG} is not among the articles`);
/** The story as filed: its lead, then the paragraphs the later saves keep. */
const [lead, ...rest] = filed.body;
if (typeof lead !== 'string') throw new Error(`The revised demo story ${SLUG} must open with a paragraph`);
const newLead = lead.replace('क़रीब 20 वस्तुओं', '22 वस्तुओं');
const LIST_HEADING = { h2: 'किन चीज़ों पर कितना टैक्स' };
const FIRST_RATES = [
  'पैक्ड आटा और दालें: 12 से घटकर 5 प्रतिशत',
  'ज़रूरी दवाइयाँ: 12 से घटकर 5 प्रतिशत',
  'कॉपी, पेंसिल और रबर: 12 प्रतिशत से शून्य',
];
const MINISTER =
  '**वित्त मंत्री ने कहा** कि कंपनियों को टैक्स में कटौती का फ़ायदा ग्राहकों तक पहुँचाना होगा और मंत्रालय अगले तीन महीने तक दामों पर नज़र रखेगा।';

/**
 * The story the desk kept updating as the GST Council's decision came in (docs/product.md,
 * Revisions): its first version is the article as articles-hi-news.ts files it; each save here goes
 * through the back office's own update, so the Revisions panel lists versions 1 to 4 with
 * changed words in the title, subtitle and text, a new list and changed tags.
 */
export const REVISED_STORY: { slug: string; saves: readonly Save[] } = {
  slug: SLUG,
  saves: [
    {
      hoursAfter: 0.5,
      title: 'जीएसटी काउंसिल का बड़ा फ़ैसला: रोज़मर्रा की 22 चीज़ें होंगी सस्ती',
      body: [newLead, LIST_HEADING, { ul: FIRST_RATES }, ...rest],
    },
    {
      hoursAfter: 2,
      subtitle: 'पैक्ड आटा, ज़रूरी दवाइयाँ और स्टेशनरी पर टैक्स घटा; नई दरें 1 तारीख़ से लागू, वित्त मंत्री ने कहा: दाम घटाने पर रहेगी नज़र',
      tags: ['जीएसटी', 'महंगाई', 'अर्थव्यवस्था', 'वित्त मंत्रालय'],
    },
    {
      hoursAfter: 5,
      body: [
        newLead,
        LIST_HEADING,
        { ul: [...FIRST_RATES, 'सोलर पैनल और सोलर वॉटर हीटर: 12 से घटकर 5 प्रतिशत'] },
        ...rest.slice(0, -1),
        MINISTER,
        ...rest.slice(-1),
      ],
    },
  ],
};

/**
 * Saves the story again as an editor would, then dates each new revision (and the article's last
 * change) to when that save was made. Like every demo write, by no admin (decision 025).
 */
export async function reviseStory(ctx: AppContext, newsId: string, publish: Date): Promise<void> {
  let savedAt = publish.toISOString();
  for (const save of REVISED_STORY.saves) {
    const input: NewsUpdateInput = { id: newsId };
    if (save.title) input.title = save.title;
    if (save.subtitle) input.subtitle = save.subtitle;
    if (save.body) input.description = blocksToHtml(save.body);
    if (save.tags) input.tag = [...save.tags];
    const news = await updateArticle(ctx, input, [], null);
    savedAt = hoursAfter(publish, save.hoursAfter);
    await ctx.db
      .updateTable('news_revisions')
      .set({ created_at: savedAt })
      .where('news_id', '=', newsId)
      .where('version', '=', news.version)
      .execute();
  }
  await ctx.db.updateTable('news').set({ updated_at: savedAt }).where('id', '=', newsId).execute();
}
