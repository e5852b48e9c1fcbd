import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import type { ContentChanged } from '../../lib/content-events';
import { removeUnreferencedMedia } from '../media/media.service';
import { type AuditEntry, recordAudit } from './audit.repository';

export type WriteEntry = Omit<AuditEntry, 'action'> & { action: Exclude<AuditEntry['action'], 'login'> };

/** What a write tells the helper once it has run inside the transaction. */
export type WriteOutcome<T> = {
  result: T;
  /** Audit details known only after the write (merged over the entry's). */
  details?: Record<string, unknown>;
  /** What the event names; `ids` defaults to the entry's id. */
  touched?: Partial<Pick<ContentChanged, 'ids' | 'slugs' | 'categoryIds' | 'renamed' | 'onlyArticles'>>;
  /** Public ids of uploads the write stopped naming: removed after the commit unless another row still names them. */
  releasedUploads?: string[];
  /** The write found nothing to change: no audit line, no event. */
  unchanged?: boolean;
};

const distinct = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value !== '')),
];

function eventOf(entry: WriteEntry, touched: WriteOutcome<unknown>['touched'] = {}): ContentChanged {
  return {
    entity: entry.entity,
    action: entry.action,
    ids: distinct(touched.ids ?? [entry.entityId]),
    slugs: distinct(touched.slugs ?? []),
    categoryIds: distinct(touched.categoryIds ?? []),
    ...(touched.renamed ? { renamed: touched.renamed } : {}),
    ...(touched.onlyArticles ? { onlyArticles: touched.onlyArticles } : {}),
    at: nowIso(),
  };
}

/**
 * The one way an admin write runs: `write` and its audit line in one transaction (a throw rolls
 * both back); then, only once committed, one content-changed event and the clean-up of media
 * nothing refers to any more.
 */
export async function auditedWrite<T>(
  ctx: AppContext,
  entry: WriteEntry,
  write: (trx: Db) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (!written.unchanged) {
      await recordAudit(trx, { ...entry, details: { ...entry.details, ...written.details } });
    }
    return written;
  });
  if (outcome.unchanged) return outcome.result;
  await ctx.events.publish(eventOf(entry, outcome.touched));
  if (outcome.releasedUploads && outcome.releasedUploads.length > 0) {
    await removeUnreferencedMedia(ctx, outcome.releasedUploads);
  }
  return outcome.result;
}
