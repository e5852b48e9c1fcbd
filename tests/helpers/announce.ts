import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import type { ContentChanged, ContentEntity } from '../../src/server/lib/content-events';

/**
 * Factories that write straight into the tables announce the write as the services do after a
 * commit (decision 055), so what is kept until content changes (page cache, frame, sidebar) sees it.
 */
export function announceWrite(
  ctx: AppContext,
  entity: ContentEntity,
  ids: string[],
  touched: Partial<Pick<ContentChanged, 'slugs' | 'categoryIds'>> = {},
): Promise<void> {
  return ctx.events.publish({
    entity,
    action: 'create',
    ids,
    slugs: touched.slugs ?? [],
    categoryIds: touched.categoryIds ?? [],
    at: nowIso(),
  });
}
