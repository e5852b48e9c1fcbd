import type { AppContext } from '../src/server/context';
import { nowIso } from '../src/server/lib/clock';
import { newId } from '../src/server/lib/ids';
import { createArticle, updateArticle } from '../src/server/modules/news/news.service';
import { LANGUAGES, NEWS_TYPES } from '../src/shared/constants';
import type { NewsCreateInput } from '../src/shared/schemas/news';

// Hindi's commonest words (के, में, है, की, और, से) are in every Hindi article, as in real text.
const HINDI =
  'भारत के क्रिकेट टीम ने मैच में जीता है खिलाड़ी की शतक और गेंदबाज़ से राज्य सरकार बाज़ार चुनाव किसान मौसम बारिश शहर पुलिस अदालत फ़ैसला विकास योजना'.split(
    ' ',
  );
const ENGLISH =
  'india cricket team won the match player century bowler state government market election farmer weather rain city police court verdict'.split(
    ' ',
  );

function sentence(words: string[], length: number, seed: number): string {
  return Array.from({ length }, (_, index) => words[(seed * 7 + index * 13) % words.length]).join(' ');
}

/** The `index`th bench article: Hindi two times in three, ~250 words of the languages' commonest. */
export function benchArticleInput(index: number, categoryId: string): NewsCreateInput {
  const hindi = index % 3 !== 0;
  const words = hindi ? HINDI : ENGLISH;
  const slug = `bench-article-${index}`;
  return {
    title: sentence(words, 10, index),
    subtitle: sentence(words, 8, index + 1),
    description: Array.from({ length: 5 }, (_, paragraph) => `<p>${sentence(words, 50, index + paragraph)}</p>`).join(
      '',
    ),
    language: LANGUAGES[hindi ? 0 : 1],
    type: NEWS_TYPES[index % NEWS_TYPES.length]!,
    category: categoryId,
    location: hindi ? 'जयपुर' : 'Jaipur',
    youtubeurl: '',
    tag: [words[index % words.length]!, words[(index + 3) % words.length]!, `विषय${index % 500}`],
    slug,
    images: [{ public_id: `bench/${index}`, url: `/uploads/bench/${index}.webp`, width: 1200, height: 675 }],
  };
}

/** Ten categories and `count` articles of ~250 words, spread over the last year, through the real service. */
export async function seedBenchArticles(ctx: AppContext, count: number) {
  const now = nowIso();
  const categoryIds = Array.from({ length: 10 }, () => newId());
  await ctx.db
    .insertInto('categories')
    .values(
      categoryIds.map((id, index) => ({
        id,
        slug: `category-${index}`,
        name: `Category ${index}`,
        description: '',
        image: '',
        position: index,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  let middleSlug = '';
  for (let index = 0; index < count; index += 1) {
    const input = benchArticleInput(index, categoryIds[index % categoryIds.length]!);
    if (index === Math.floor(count / 2)) middleSlug = input.slug as string;
    await createArticle(ctx, { ...input, publish: new Date(Date.now() - index * 60_000 * 50).toISOString() }, [], null);
  }
  // 'के' (Hindi's commonest word) and 'क्रिकेट' are in two thirds of the articles, every Hindi one
  // (the worst cases); each `विषयN` tag in twenty (a typical search).
  return {
    slug: middleSlug,
    categoryId: categoryIds[0]!,
    categoryIds,
    commonestWord: 'के',
    commonWord: 'क्रिकेट',
    rareWord: 'विषय137',
  };
}

/**
 * An editor at work while a row is measured: every `everyMs` a save through the real service, in
 * turn a new article published now and an edit of the newest one's title. Each save announces a
 * change, as in the newsroom. `stop` ends it and says how many saves were made.
 */
export function startBenchEditor(ctx: AppContext, categoryId: string, everyMs: number) {
  let saves = 0;
  let newest: string | undefined;
  const save = async () => {
    saves += 1;
    const input = benchArticleInput(saves, categoryId);
    if (newest === undefined || saves % 2 === 1) {
      const created = await createArticle(ctx, { ...input, slug: `bench-editor-${Date.now()}-${saves}` }, [], null);
      newest = created._id;
    } else await updateArticle(ctx, { id: newest, title: `${input.title} (updated)` }, [], null);
  };
  const timer = setInterval(() => {
    void save();
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return saves;
    },
  };
}
