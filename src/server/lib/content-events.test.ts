import { describe, expect, it, vi } from 'vitest';
import { type ContentChanged, createInProcessContentEvents } from './content-events';

const event: ContentChanged = {
  entity: 'news',
  action: 'create',
  ids: ['a'],
  slugs: ['a-slug'],
  categoryIds: ['c'],
  at: '2026-11-23T10:00:00.000Z',
};

describe('in-process content events', () => {
  it('hands each event to every listener and resolves once they are done', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    const heard: string[] = [];
    events.subscribe(async (received) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(`slow ${received.ids[0]}`);
    });
    events.subscribe((received) => {
      heard.push(`fast ${received.ids[0]}`);
    });
    await events.publish(event);
    expect(heard.sort()).toEqual(['fast a', 'slow a']);
  });

  it('logs a failing listener and still delivers to the others', async () => {
    const log = { error: vi.fn() };
    const events = createInProcessContentEvents(log);
    const heard: ContentChanged[] = [];
    events.subscribe(() => {
      throw new Error('listener broke');
    });
    events.subscribe(async () => {
      throw new Error('async listener broke');
    });
    events.subscribe((received) => {
      heard.push(received);
    });
    await expect(events.publish(event)).resolves.toBeUndefined();
    expect(heard).toEqual([event]);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error), event }, 'A content-changed listener failed');
  });

  it('stops delivering to a listener that unsubscribed, and keeps two subscriptions of one function apart', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    const listener = vi.fn();
    const first = events.subscribe(listener);
    events.subscribe(listener);
    first();
    await events.publish(event);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
