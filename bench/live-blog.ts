/**
 * A live blog under load (docs/product.md, Live blog; decision 223): 10,000 readers on one live page
 * each asking for updates every 10 seconds make 1,000 requests a second for its updates answer,
 * while an editor posts an update every 5 seconds, each post forgetting the kept answer.
 */
import type { AppContext } from '../src/server/context';
import { postLiveUpdate } from '../src/server/modules/live-blog/live-blog.service';
import { createArticle } from '../src/server/modules/news/news.service';
import { liveUpdatesPath } from '../src/shared/live-blog';
import type { Scenario } from './scenario';

const EDITOR_EVERY_MS = 5_000;
const FIRST_UPDATES = 30;
/** 10,000 readers, one ask each per 10 s. */
const READERS_RATE = 1_000;

export const LIVE_READERS_RATE = READERS_RATE;

export async function startLiveBlogBench(
  ctx: AppContext,
  origin: string,
  categoryId: string,
  headers: Record<string, string>,
): Promise<{ answerUrl: string; scenarios: Scenario[]; posts(): number; stop(): void }> {
  const article = await createArticle(
    ctx,
    {
      title: 'India v Australia, final: live',
      description: '<p>Ball by ball from Ahmedabad.</p>',
      language: 'English',
      type: 'top-news',
      category: categoryId,
      location: 'Ahmedabad',
      tag: ['cricket'],
      slug: 'bench-live-final',
      live: true,
    },
    [],
    null,
  );
  let over = 0;
  const post = () => {
    over += 1;
    return postLiveUpdate(
      ctx,
      article._id,
      {
        body: `Over ${over}: a single to long on, then a four through the covers.`,
        score: `IND ${over * 6}/1 (${over})`,
      },
      null,
    );
  };
  for (let index = 0; index < FIRST_UPDATES; index += 1) await post();
  // Readers who loaded the page before the editor's next posts: their cursor's answer is forgotten at each post.
  const cursor = FIRST_UPDATES;
  let posts = 0;
  const editor = setInterval(() => {
    posts += 1;
    void post();
  }, EDITOR_EVERY_MS);
  const url = `${origin}${liveUpdatesPath(article._id)}?after=${cursor - 5}`;
  return {
    answerUrl: url,
    // The first in turns with a bare server sending the same kept bytes at the same rate (run.ts adds it).
    scenarios: [
      [
        `live blog updates answer at ${READERS_RATE} req/s (10,000 readers every 10 s; an editor posts every 5 s)`,
        url,
        { headers, connections: 100, overallRate: READERS_RATE, inTurnsWithPrevious: true },
      ],
      ['live blog updates answer, as fast as it goes (an editor posts every 5 s)', url, { headers }],
    ],
    posts: () => posts,
    stop: () => clearInterval(editor),
  };
}
