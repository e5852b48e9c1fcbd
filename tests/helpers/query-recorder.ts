import type { CompiledQuery, QueryId } from 'kysely';
import type { AppContext } from '../../src/server/context';
import { createInMemoryAppCaches } from '../../src/server/lib/app-caches';

/**
 * A context whose database records every query it runs, so tests can count them and read their
 * plans. Kysely hands plugins each subquery too; only the queries that return a result count.
 * Its caches are its own, empty, as a newly built app's are: the reads counted are not served
 * from what the test's app kept.
 */
export function recordingContext(t: { ctx: AppContext }) {
  const queries: CompiledQuery[] = [];
  const compiled = new Map<QueryId, CompiledQuery>();
  const db = t.ctx.db.withPlugin({
    transformQuery(args) {
      compiled.set(args.queryId, t.ctx.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      const query = compiled.get(args.queryId);
      if (query) queries.push(query);
      return args.result;
    },
  });
  return { ctx: { ...t.ctx, db, caches: createInMemoryAppCaches(t.ctx.events) }, queries };
}
