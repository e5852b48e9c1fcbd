import { randomUUID } from 'node:crypto';
import { type ContentChanged, type ContentEvents, createInProcessContentEvents, type ErrorLog } from './content-events';
import { type EventTransport, readBusMessage } from './event-transport';

/**
 * How long a page or read is kept while changes made on other instances may go unheard
 * (decision 206): short enough that a reader sees an edit within seconds without the event, long
 * enough that a busy page still costs each instance one render per few seconds, not one per request.
 */
export const KEEP_DURING_OUTAGE_MS = 5000;

/**
 * Events that could not be sent, kept to send once the link is back: the other instances did not
 * lose their link and still trust their copies. Only the newest matter; any one of them purges
 * every page, so a long outage's older ones add nothing.
 */
const MAX_UNSENT = 100;

export type BusLog = ErrorLog & {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/**
 * The content-events bus of an instance among several (decision 205): `publish` runs this
 * process's listeners directly, as the in-process bus does, and hands the event to the transport
 * for the others; events the others send run the same listeners here. While the transport's link is
 * down, kept copies live at most KEEP_DURING_OUTAGE_MS, and each change of the link tells them to
 * drop everything, since changes may have been missed in between; what this process could not send
 * goes out when the link is back, for the instances that never lost theirs (decision 206).
 */
export function createSharedContentEvents(log: BusLog, transport: EventTransport): ContentEvents {
  const local = createInProcessContentEvents(log);
  const origin = randomUUID();
  const missedListeners = new Set<() => void>();
  let unsent: ContentChanged[] = [];
  let up = false;
  let closed = false;

  let warnedUnsent = false;

  function keepUnsent(event: ContentChanged, error?: unknown): void {
    unsent = [...unsent, event].slice(-MAX_UNSENT);
    // Once per outage: a burst of writes (an import, the demo seed) would repeat the same line.
    if (warnedUnsent) return;
    warnedUnsent = true;
    log.warn(
      { err: error, transport: transport.name, event },
      'A content change was not sent to other instances; it goes out when the link is back',
    );
  }

  async function send(event: ContentChanged): Promise<void> {
    if (!up) return keepUnsent(event);
    try {
      await transport.send({ origin, event });
    } catch (error) {
      keepUnsent(event, error);
    }
  }

  /** In order, as they happened; one that fails again waits for the next return of the link. */
  async function sendUnsent(): Promise<void> {
    const waiting = unsent;
    unsent = [];
    for (const event of waiting) await send(event);
  }

  function changesMissed(): void {
    for (const listener of [...missedListeners]) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error }, 'A missed-changes listener failed');
      }
    }
  }

  transport.open({
    receive(received) {
      if (closed) return;
      const message = readBusMessage(received);
      if (!message) {
        log.warn({ transport: transport.name }, 'Ignored a message on the content-events channel that is not an event');
        return;
      }
      if (message.origin === origin) return;
      void local.publish(message.event);
    },
    linked(nowUp) {
      if (closed || nowUp === up) return;
      up = nowUp;
      if (up) {
        log.info({ transport: transport.name }, 'Content events from other instances are heard again');
        warnedUnsent = false;
        void sendUnsent();
      } else
        log.warn(
          { transport: transport.name, keepMs: KEEP_DURING_OUTAGE_MS },
          'Content events from other instances may be missed: kept pages and reads expire after a few seconds',
        );
      changesMissed();
    },
  });

  return {
    async publish(event) {
      // Not awaited: the write's answer waits for this process's listeners, not for the others'.
      void send(event);
      await local.publish(event);
    },
    subscribe: (listener) => local.subscribe(listener),
    maxKeepMs: () => (up ? Number.POSITIVE_INFINITY : KEEP_DURING_OUTAGE_MS),
    onMissedChanges(listener) {
      const entry = () => listener();
      missedListeners.add(entry);
      return () => {
        missedListeners.delete(entry);
      };
    },
    outage: () => (up ? undefined : `${transport.name} is unreachable`),
    async close() {
      closed = true;
      await transport.close();
    },
  };
}
