import { describe, expect, it, vi } from 'vitest';
import { createInProcessPushQueue, type PushJob } from './push-queue';

describe('the in-process push queue', () => {
  it('runs jobs one after another in the order added, past a failing one', async () => {
    const ran: string[] = [];
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const log = { error: vi.fn() };
    const queue = createInProcessPushQueue(async ({ newsIds }: PushJob) => {
      const [id] = newsIds;
      if (id === 'first') await firstHeld;
      if (id === 'broken') throw new Error('push service down');
      ran.push(id ?? '');
    }, log);
    queue.add({ newsIds: ['first'] });
    queue.add({ newsIds: ['broken'] });
    queue.add({ newsIds: ['last'] });
    await Promise.resolve();
    expect(ran).toEqual([]);
    releaseFirst();
    await queue.idle();
    expect(ran).toEqual(['first', 'last']);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: { newsIds: ['broken'] } }),
      'Sending a push failed',
    );
  });

  it('waits for the jobs it holds when closed, and takes no more', async () => {
    const ran: string[] = [];
    const queue = createInProcessPushQueue(
      async ({ newsIds }: PushJob) => {
        ran.push(...newsIds);
      },
      { error: vi.fn() },
    );
    queue.add({ newsIds: ['before'] });
    await queue.close();
    queue.add({ newsIds: ['after'] });
    await queue.idle();
    expect(ran).toEqual(['before']);
  });
});
