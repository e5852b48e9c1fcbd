import type { Redis } from 'ioredis';
import type { EventTransport } from './event-transport';
import { createRedisConnection, type RedisLog } from './redis';

/**
 * How often the subscriber connection is asked whether it still answers, and how long an answer
 * may take: a link cut without the socket closing (a partition, a paused server) counts as down
 * within about three seconds instead of TCP's minutes, so kept copies go on short expiry in time.
 */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 2000;

/** The channel of a site's content events: every instance of the site, and only those, share its prefix. */
function contentEventsChannel(prefix: string): string {
  return `${prefix}content-changed`;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Content events over Redis pub/sub (decision 205): sent on the site's command connection, heard on
 * a subscriber connection of its own, which reconnects forever and subscribes again each time.
 * The link is up while the channel is subscribed and the command connection is ready; it is down
 * once either closes or the subscriber stops answering.
 */
export function createRedisEventTransport(options: {
  url: string;
  prefix: string;
  /** The site's command connection (`ctx.redis`); a subscribing connection cannot publish. */
  publisher: Redis;
  log: RedisLog;
}): EventTransport {
  const channel = contentEventsChannel(options.prefix);
  const { publisher } = options;
  let subscriber: Redis | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopWatchingPublisher = () => {};

  return {
    name: 'Redis',
    async send(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    open({ receive, linked }) {
      // Up only while both ways work: events are heard on the subscriber and sent on the publisher.
      let subscribed = false;
      const report = () => linked(subscribed && publisher.status === 'ready');
      publisher.on('ready', report);
      publisher.on('close', report);
      stopWatchingPublisher = () => {
        publisher.off('ready', report);
        publisher.off('close', report);
      };

      // Subscribed again by hand on each 'ready', so the link is reported up only once it is.
      const connection = createRedisConnection(options.url, options.log, 'content-events', { autoResubscribe: false });
      subscriber = connection;
      connection.on('message', (from: string, text: string) => {
        if (from === channel) receive(parsedJson(text));
      });
      connection.on('ready', () => {
        connection.subscribe(channel).then(
          () => {
            subscribed = true;
            report();
          },
          // Lost again before subscribing: 'close' says so and the next 'ready' tries again.
          () => {},
        );
      });
      connection.on('close', () => {
        subscribed = false;
        report();
      });
      let pinging = false;
      heartbeat = setInterval(() => {
        if (pinging || connection.status !== 'ready') return;
        pinging = true;
        const timer = setTimeout(() => {
          // Asks for a new connection: 'close' reports the link down, and the retries bring it back.
          if (pinging && connection.status === 'ready') connection.disconnect(true);
        }, HEARTBEAT_TIMEOUT_MS);
        connection
          .ping()
          .catch(() => {})
          .finally(() => {
            pinging = false;
            clearTimeout(timer);
          });
      }, HEARTBEAT_MS);
    },
    async close() {
      clearInterval(heartbeat);
      stopWatchingPublisher();
      const connection = subscriber;
      subscriber = undefined;
      if (!connection) return;
      connection.removeAllListeners('close');
      if (connection.status !== 'ready') {
        connection.disconnect();
        return;
      }
      await connection.unsubscribe(channel).catch(() => {});
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
