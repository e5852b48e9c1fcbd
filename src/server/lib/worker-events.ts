import process from 'node:process';
import type { ContentChanged, ContentEvents, ErrorLog } from './content-events';
import { createInProcessContentEvents } from './content-events';

const RELAY = 'content-changed';

/** What one worker sends the others through the primary: any message of this shape is passed on. */
export type RelayedMessage = { relay: string; payload: unknown };

export function isRelayedMessage(message: unknown): message is RelayedMessage {
  return typeof message === 'object' && message !== null && typeof (message as RelayedMessage).relay === 'string';
}

/**
 * The content-changed bus of one worker among several on a machine without Redis: this worker's
 * listeners hear its events at once, as in one process, and the primary passes each event to the
 * other workers, whose listeners hear it as theirs (decision 198).
 */
export function createContentEventsBetweenWorkers(log: ErrorLog): ContentEvents {
  const local = createInProcessContentEvents(log);
  process.on('message', (message: unknown) => {
    if (isRelayedMessage(message) && message.relay === RELAY) void local.publish(message.payload as ContentChanged);
  });
  return {
    async publish(event) {
      process.send?.({ relay: RELAY, payload: event });
      await local.publish(event);
    },
    subscribe: local.subscribe,
  };
}
