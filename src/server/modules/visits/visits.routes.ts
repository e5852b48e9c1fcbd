import { normalizeIP } from '@fastify/rate-limit';
import { errorSchema } from '../../../shared/schemas/common';
import {
  dailyVisitsQuerySchema,
  dailyVisitsResponseSchema,
  visitResponseSchema,
} from '../../../shared/schemas/dashboard';
import { sharedStoreOf } from '../../lib/shared-store';
import { limitPerAddress, VISITS_PER_ADDRESS } from '../../plugins/rate-limits';
import type { ModuleRoutes } from '../module';
import { createVisitGate, VISIT_GATE } from './visit-gate';
import { listDailyVisits, recordVisit } from './visits.service';

/** One counted visit per address per half hour (docs/decisions/043). */
export const VISIT_COUNT_WINDOW_MS = 30 * 60 * 1000;
export const VISIT_RATE_LIMIT_MESSAGE =
  'Too many visit requests from this address. Please wait a minute and try again.';

export const visitsRoutes: ModuleRoutes = async (app, { ctx }) => {
  const gate = ctx.caches.get(VISIT_GATE, () =>
    createVisitGate(sharedStoreOf(ctx), { windowMs: VISIT_COUNT_WINDOW_MS }),
  );

  app.post(
    '/visit',
    {
      config: { access: 'public', rateLimit: limitPerAddress(VISITS_PER_ADDRESS, VISIT_RATE_LIMIT_MESSAGE) },
      schema: {
        tags: ['visits'],
        summary: 'Record a site visit (the site calls it once on start)',
        description:
          'Counted per day in the site time zone, at most once per address per 30 minutes; a visit not counted still answers 200 with `counted: false`.',
        response: { 200: visitResponseSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // IPv6 clients usually hold a whole /64, so that is what counts as one address.
      const counted = await recordVisit(ctx, gate, normalizeIP(request.ip));
      return { success: true as const, counted };
    },
  );

  app.get(
    '/visit/daily',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['visits'],
        summary: 'Visits per day for the dashboard chart: the last `days` days (default 30), oldest first, zero-filled',
        querystring: dailyVisitsQuerySchema,
        response: { 200: dailyVisitsResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, visits: await listDailyVisits(ctx, request.query.days) }),
  );
};
