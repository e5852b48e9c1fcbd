import process from 'node:process';
import type { BusMessage, EventTransport } from './event-transport';

const RELAY = 'content-changed';

/** What one worker sends the others through the cluster's primary: any message of this shape is passed on. */
export type RelayedMessage = { relay: string; payload: unknown };

export function isRelayedMessage(message: unknown): message is RelayedMessage {
  return typeof message === 'object' && message !== null && typeof (message as RelayedMessage).relay === 'string';
}

/**
 * Carries content-changed events between the workers of one machine when there is no Redis
 * (decision 198): over this worker's IPC channel to the primary, which passes each message to the
 * other workers. The link is up while the channel is connected.
 */
export function createWorkerEventTransport(): EventTransport {
  let onMessage: ((message: unknown) => void) | undefined;
  let onDisconnect: (() => void) | undefined;
  return {
    name: 'The cluster primary',
    send(message: BusMessage) {
      return new Promise<void>((resolve, reject) => {
        if (!process.send || !process.connected) return reject(new Error('This worker has no IPC channel'));
        process.send({ relay: RELAY, payload: message } satisfies RelayedMessage, undefined, {}, (error) =>
          error ? reject(error) : resolve(),
        );
      });
    },
    open({ receive, linked }) {
      onMessage = (message) => {
        if (isRelayedMessage(message) && message.relay === RELAY) receive(message.payload);
      };
      onDisconnect = () => linked(false);
      process.on('message', onMessage);
      process.once('disconnect', onDisconnect);
      linked(process.connected === true);
    },
    async close() {
      if (onMessage) process.off('message', onMessage);
      if (onDisconnect) process.off('disconnect', onDisconnect);
    },
  };
}
