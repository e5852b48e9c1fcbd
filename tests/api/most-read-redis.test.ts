import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCounterOf } from '../../src/server/modules/most-read/most-read.service';
import { postgresAvailable, testedDialects } from '../helpers/app';
import { buildNews } from '../helpers/news.factory';
import { describeWithRedis } from '../helpers/redis';
import { createTwoInstances, type Instance } from '../helpers/redis-instances';

const read = ({ app }: Instance, newsId: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/v1/news/read/${newsId}`, remoteAddress });

// Two instances on one database and one Redis (REDIS_URL, a REDIS_PREFIX of their own) count a reader once (decision 240).
describeWithRedis('most read on two instances', () => {
  for (const dialect of testedDialects) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(dialect, () => {
      let instances: Awaited<ReturnType<typeof createTwoInstances>>;
      let a: Instance;
      let b: Instance;
      beforeAll(async () => {
        instances = await createTwoInstances(dialect);
        ({ a, b } = instances);
      });
      afterAll(() => instances.close());

      const storedCount = async (newsId: string) => {
        const rows = await instances.db
          .selectFrom('news_reads')
          .select('count')
          .where('news_id', '=', newsId)
          .execute();
        return rows.reduce((sum, row) => sum + Number(row.count), 0);
      };

      it('counts a reader once whichever instance the beacon reaches, and either batch writes both instances’ reads', async () => {
        const news = await buildNews(a.ctx);
        expect((await read(a, news._id, '203.0.113.40')).json()).toEqual({ success: true, counted: true });
        expect((await read(b, news._id, '203.0.113.40')).json()).toEqual({ success: true, counted: false });
        expect((await read(b, news._id, '203.0.113.41')).json().counted).toBe(true);
        // The reads wait in Redis, not in the instance that took them.
        expect(await instances.a.ctx.redis?.hlen(`${instances.prefix}reads:pending`)).toBe(1);
        expect(await storedCount(news._id)).toBe(0);

        await readCounterOf(b.ctx).flush();
        expect(await storedCount(news._id)).toBe(2);
        // The other instance's batch finds nothing left to write twice.
        await readCounterOf(a.ctx).flush();
        expect(await storedCount(news._id)).toBe(2);
      });

      it('announces a changed block once, not once per instance', async () => {
        const published = [a, b].map(({ ctx }) => vi.spyOn(ctx.events, 'publish'));
        const blockEvents = () =>
          published.flatMap((spy) =>
            spy.mock.calls.map(([event]) => event).filter((event) => event.entity === 'most_read'),
          );
        const news = await buildNews(a.ctx);
        for (let reader = 1; reader <= 5; reader += 1)
          await read(reader % 2 ? a : b, news._id, `203.0.113.${reader + 50}`);
        await readCounterOf(a.ctx).flush();
        // The block leads with this article now (the first test's follows it).
        expect(blockEvents().map((event) => event.ids[0])).toEqual([news._id]);
        // The other instance's batch writes a read that changes no rank, finds the block as announced, and stays quiet.
        await read(b, news._id, '203.0.113.70');
        await readCounterOf(b.ctx).flush();
        expect(await storedCount(news._id)).toBe(6);
        expect(blockEvents()).toHaveLength(1);
        for (const spy of published) spy.mockRestore();
      });
    });
  }
});
