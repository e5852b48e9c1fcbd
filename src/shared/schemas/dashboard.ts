import { z } from 'zod';

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  totalUsers: z.number().int(),
  totalVisits: z.number().int(),
  totalNews: z.number().int(),
  totalCategories: z.number().int(),
  totalSubCategories: z.number().int(),
  /** Held comments and those hidden by reports, waiting for a moderator; answered to admins only. */
  commentsAwaiting: z.number().int().optional(),
});
export type DashboardTotals = Omit<z.infer<typeof dashboardResponseSchema>, 'success'>;

/** `counted` is false when the same address was already counted recently (docs/decisions/043). */
export const visitResponseSchema = z.object({ success: z.literal(true), counted: z.boolean() });

export const VISIT_CHART_MAX_DAYS = 366;
export const VISIT_CHART_DEFAULT_DAYS = 30;
const DAYS_MESSAGE = `days must be a whole number from 1 to ${VISIT_CHART_MAX_DAYS}`;

export const dailyVisitsQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(1, { error: DAYS_MESSAGE })
    .max(VISIT_CHART_MAX_DAYS, { error: DAYS_MESSAGE })
    .default(VISIT_CHART_DEFAULT_DAYS),
});

export const dailyVisitSchema = z.object({ day: z.string(), count: z.number().int() });
export type DailyVisit = z.infer<typeof dailyVisitSchema>;

export const dailyVisitsResponseSchema = z.object({ success: z.literal(true), visits: z.array(dailyVisitSchema) });
