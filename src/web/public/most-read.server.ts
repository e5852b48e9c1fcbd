import type { AppContext } from '../../server/context';
import { keptPerApp } from '../../server/lib/kept-until-changed';
import { listMostReadBlock } from '../../server/modules/most-read/most-read.service';
import type { MostReadItem } from './components/MostRead';

/**
 * The 'most read' block of home and the article sidebar, kept like the frame until any content
 * change is announced: a batch that changes the block announces it (decision 241), and an article
 * hidden or deleted announces itself, so it leaves the block at once.
 */
export const loadMostRead: (ctx: AppContext) => Promise<MostReadItem[]> = keptPerApp(
  'most read block',
  async (ctx: AppContext) =>
    (await listMostReadBlock(ctx)).map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      language: row.language,
    })),
);
