import { describe, expect, it, vi } from 'vitest';
import type { ContentChanged } from './content-events';
import type { BusMessage, EventTransport, TransportHandlers } from './event-transport';
import { createSharedContentEvents, KEEP_DURING_OUTAGE_MS } from './shared-content-events';

const event: ContentChanged = {
  entity: 'news',
  action: 'update',
  ids: ['a'],
  slugs: ['a-slug'],
  categoryIds: ['c'],
  at: '2026-11-26T10:00:00.000Z',
};

/** A transport the test drives: what the bus sent, and a hand to deliver messages and move the link. */
function fakeTransport() {
  const sent: BusMessage[] = [];
  const state = { failSends: false };
  let handlers: TransportHandlers | undefined;
  const transport: EventTransport = {
    name: 'The fake link',
    async send(message) {
      if (state.failSends) throw new Error('link down');
      sent.push(message);
    },
    open(given) {
      handlers = given;
    },
    close: vi.fn(async () => {}),
  };
  const hand = () => {
    if (!handlers) throw new Error('the bus did not open its transport');
    return handlers;
  };
  return {
    transport,
    sent,
    state,
    receive: (message: unknown) => hand().receive(message),
    link: (up: boolean) => hand().linked(up),
  };
}

const quietLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('content events shared over a transport', () => {
  it("runs this process's listeners before publish resolves and sends the event with this process's id", async () => {
    const link = fakeTransport();
    const events = createSharedContentEvents(quietLog(), link.transport);
    link.link(true);
    const heard: ContentChanged[] = [];
    events.subscribe(async (received) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(received);
    });
    await events.publish(event);
    expect(heard).toEqual([event]);
    expect(link.sent).toEqual([{ origin: expect.any(String), event }]);
  });

  it("hears other processes' events, and not its own coming back", async () => {
    const link = fakeTransport();
    const events = createSharedContentEvents(quietLog(), link.transport);
    link.link(true);
    const listener = vi.fn();
    events.subscribe(listener);
    await events.publish(event);
    link.receive(JSON.parse(JSON.stringify(link.sent[0])));
    expect(listener).toHaveBeenCalledTimes(1);
    const elsewhere = { ...event, ids: ['b'] };
    link.receive({ origin: 'another-instance', event: elsewhere });
    expect(listener).toHaveBeenLastCalledWith(elsewhere);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores, with a warning, a message that is not an event', () => {
    const log = quietLog();
    const link = fakeTransport();
    const events = createSharedContentEvents(log, link.transport);
    const listener = vi.fn();
    events.subscribe(listener);
    link.receive(undefined);
    link.receive({ origin: 'another-instance', event: { ...event, entity: 'weather' } });
    expect(listener).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('keeps copies briefly until the link is up, and drops them at each change of the link', () => {
    const log = quietLog();
    const link = fakeTransport();
    const events = createSharedContentEvents(log, link.transport);
    const missed = vi.fn();
    events.onMissedChanges(missed);
    expect(events.maxKeepMs()).toBe(KEEP_DURING_OUTAGE_MS);
    expect(events.outage()).toBe('The fake link is unreachable');

    link.link(true);
    expect(events.maxKeepMs()).toBe(Number.POSITIVE_INFINITY);
    expect(events.outage()).toBeUndefined();
    expect(missed).toHaveBeenCalledTimes(1);
    link.link(true);
    expect(missed).toHaveBeenCalledTimes(1);

    link.link(false);
    expect(events.maxKeepMs()).toBe(KEEP_DURING_OUTAGE_MS);
    expect(events.outage()).toBe('The fake link is unreachable');
    expect(missed).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);

    link.link(true);
    expect(missed).toHaveBeenCalledTimes(3);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('still runs local listeners when the event cannot be sent, warns rather than fails, and sends it when the link is back', async () => {
    const log = quietLog();
    const link = fakeTransport();
    const events = createSharedContentEvents(log, link.transport);
    link.link(true);
    link.state.failSends = true;
    const listener = vi.fn();
    events.subscribe(listener);
    await expect(events.publish(event)).resolves.toBeUndefined();
    expect(listener).toHaveBeenCalledWith(event);
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error), event }),
        'A content change was not sent to other instances; it goes out when the link is back',
      ),
    );
    link.link(false);
    const later = { ...event, ids: ['b'] };
    await events.publish(later);
    expect(listener).toHaveBeenLastCalledWith(later);
    // One line for the outage (and one for the link going down), not one per write.
    expect(log.warn).toHaveBeenCalledTimes(2);

    link.state.failSends = false;
    link.link(true);
    await vi.waitFor(() => expect(link.sent.map((message) => message.event)).toEqual([event, later]));
    expect(log.error).not.toHaveBeenCalled();
  });

  it('closes its transport and hears nothing after', async () => {
    const link = fakeTransport();
    const events = createSharedContentEvents(quietLog(), link.transport);
    const listener = vi.fn();
    const missed = vi.fn();
    events.subscribe(listener);
    events.onMissedChanges(missed);
    await events.close();
    expect(link.transport.close).toHaveBeenCalledTimes(1);
    link.receive({ origin: 'another-instance', event });
    link.link(true);
    expect(listener).not.toHaveBeenCalled();
    expect(missed).not.toHaveBeenCalled();
  });
});
