import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type ContentEvents, createInProcessContentEvents } from '../../src/server/lib/content-events';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { createTestContext, postgresAvailable, type TestContext, testedDialects } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildNews } from '../helpers/news.factory';

const APPS = 30;
/** Far above what 30 closed apps could leave by chance, far below what 30 kept sets of pages would. */
const HEAP_GROWTH_BOUND = 24 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The in-process bus, counting who listens now. */
function countingEvents(inner: ContentEvents) {
  let listening = 0;
  const events: ContentEvents = {
    publish: (event) => inner.publish(event),
    maxKeepMs: () => inner.maxKeepMs(),
    onMissedChanges: (listener) => inner.onMissedChanges(listener),
    outage: () => inner.outage(),
    close: () => inner.close(),
    subscribe(listener) {
      const unsubscribe = inner.subscribe(listener);
      listening += 1;
      let subscribed = true;
      return () => {
        if (subscribed) listening -= 1;
        subscribed = false;
        unsubscribe();
      };
    },
  };
  return { events, listening: () => listening };
}

async function settledHeap(): Promise<number> {
  for (let round = 0; round < 3; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

for (const dialect of testedDialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`apps on one context [${dialect}]`, () => {
    let context: TestContext;
    let bus: ReturnType<typeof countingEvents>;
    let pages: string[];

    beforeAll(async () => {
      context = await createTestContext(dialect, {
        events: (log) => {
          bus = countingEvents(createInProcessContentEvents(log));
          return bus.events;
        },
      });
      const category = await buildCategory(context.ctx, { name: 'खेल' });
      const subcategory = await buildSubcategory(context.ctx, { category, name: 'क्रिकेट' });
      const article = await buildNews(context.ctx, { category, subcategory, title: 'भारत जीता' });
      pages = [
        '/',
        `/${article.slug}`,
        `/${category.slug}`,
        `/${category.slug}/${subcategory.slug}`,
        `/search?q=${encodeURIComponent('भारत')}`,
        '/no-such-page',
      ];
    });
    afterAll(async () => {
      await context.close();
    });

    async function openExerciseAndClose(): Promise<WeakRef<object>> {
      const app = await buildApp(context.ctx);
      await app.ready();
      const statuses: number[] = [];
      for (const url of pages) statuses.push((await app.inject({ method: 'GET', url })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 404]);
      expect(context.ctx.caches.size, 'the pages filled the caches').toBeGreaterThan(5);
      await app.close();
      return new WeakRef(app);
    }

    it('leaves no listener, no kept state and no app behind when each of 30 apps closes', async () => {
      const listeningAtStart = bus.listening();
      const closed = [await openExerciseAndClose()];
      const heapAfterFirst = await settledHeap();
      for (let built = 1; built < APPS; built += 1) {
        closed.push(await openExerciseAndClose());
        expect(bus.listening(), `listeners after app ${built + 1} closed`).toBe(listeningAtStart);
        expect(context.ctx.caches.size).toBe(0);
      }
      const heapGrowth = (await settledHeap()) - heapAfterFirst;
      expect(heapGrowth).toBeLessThan(HEAP_GROWTH_BOUND);
      // Under the test runner the newest closed app stays reachable a while (under plain Node it goes too); none may pile up.
      const reachable = closed.slice(0, -1).flatMap((app, index) => (app.deref() === undefined ? [] : [index]));
      expect(reachable, 'closed apps still reachable').toEqual([]);
    });

    it('reads afresh in an app built again on the same context', async () => {
      const first = await buildApp(context.ctx);
      expect((await first.inject('/')).body).toContain('<title>समाचार</title>');
      await first.close();
      // Written past the app, as another process sharing the database would: no event on this bus.
      await updateSettings(
        { ...context.ctx, events: createInProcessContentEvents(context.ctx.log) },
        {
          siteName: 'नया समाचार',
        },
        null,
      );
      const second = await buildApp(context.ctx);
      expect((await second.inject('/')).body).toContain('<title>नया समाचार</title>');
      await second.close();
    });
  });
}
