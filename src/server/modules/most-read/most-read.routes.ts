import { normalizeIP } from '@fastify/rate-limit';
import { MOST_READ_HOURS } from '../../../shared/constants';
import { errorSchema } from '../../../shared/schemas/common';
import { mostReadResponseSchema, readNewsParam, readResponseSchema } from '../../../shared/schemas/most-read';
import { limitPerAddress, READS_PER_ADDRESS } from '../../plugins/rate-limits';
import type { ModuleRoutes } from '../module';
import { listMostReadForDashboard, readCounterOf } from './most-read.service';

export const READ_RATE_LIMIT_MESSAGE = 'Too many read requests from this address. Please wait a minute and try again.';

export const mostReadRoutes: ModuleRoutes = async (app, { ctx }) => {
  const counter = readCounterOf(ctx);

  app.post(
    '/news/read/:newsId',
    {
      config: { access: 'public', rateLimit: limitPerAddress(READS_PER_ADDRESS, READ_RATE_LIMIT_MESSAGE) },
      schema: {
        tags: ['most read'],
        summary: "Count a reader's read of an article (the article page calls it once on load)",
        description:
          'At most once per address and article per hour; written to the database in the next batch (at most a minute later), so the answer means the read will count. A read not counted still answers 200 with `counted: false`.',
        params: readNewsParam,
        response: { 200: readResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // IPv6 clients usually hold a whole /64, so that is what counts as one reader address.
      const counted = await counter.record(normalizeIP(request.ip), request.params.newsId);
      return { success: true as const, counted };
    },
  );

  app.get(
    '/dashboard/most-read',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['most read'],
        summary: 'The 10 most read articles of the last 24 hours with their reads, for the dashboard',
        description:
          'Counts as of the last batch (at most a minute old); articles hidden since are listed with `active: false`.',
        response: { 200: mostReadResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      hours: MOST_READ_HOURS,
      articles: await listMostReadForDashboard(ctx),
    }),
  );
};
