import type { Db } from '../../db/client';

export type DashboardCountsRow = {
  total_users: number;
  total_visits: number;
  total_news: number;
  total_categories: number;
  total_subcategories: number;
};

/** The five totals in one round trip (scalar subqueries; PostgreSQL's bigint arrives as a number). */
export async function countDashboardTotals(db: Db): Promise<DashboardCountsRow> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('readers')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('total_users'),
      eb
        .selectFrom('visits')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('count'), sub.lit(0)).as('n'))
        .as('total_visits'),
      eb
        .selectFrom('news')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('total_news'),
      eb
        .selectFrom('categories')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('total_categories'),
      eb
        .selectFrom('subcategories')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('total_subcategories'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_users: Number(row.total_users),
    total_visits: Number(row.total_visits),
    total_news: Number(row.total_news),
    total_categories: Number(row.total_categories),
    total_subcategories: Number(row.total_subcategories),
  };
}
