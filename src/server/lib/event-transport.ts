import { z } from 'zod';
import { CONTENT_ENTITIES, EVENT_ONLY_ENTITIES } from '../../shared/constants';
import type { ContentChanged } from './content-events';

/** What travels between processes: the event, and the process that sent it, which ignores its own. */
export type BusMessage = { origin: string; event: ContentChanged };

const names = z.array(z.string());

const busMessageSchema = z.object({
  origin: z.string().min(1),
  event: z.object({
    entity: z.enum([...CONTENT_ENTITIES, ...EVENT_ONLY_ENTITIES]),
    action: z.enum(['create', 'update', 'delete', 'toggle', 'publish']),
    ids: names,
    slugs: names,
    categoryIds: names,
    renamed: z.object({ from: z.string(), to: z.string() }).optional(),
    onlyArticles: z.object({ ids: names, slugs: names }).optional(),
    at: z.string(),
  }),
});

/** A message as received, checked: undefined for anything that is not one (another program on the channel, another version). */
export function readBusMessage(received: unknown): BusMessage | undefined {
  const parsed = busMessageSchema.safeParse(received);
  return parsed.success ? (parsed.data satisfies BusMessage) : undefined;
}

/** What a transport tells the bus it serves. */
export type TransportHandlers = {
  /** A message some process sent, this one's own included, unchecked: the bus reads it with `readBusMessage`. */
  receive(message: unknown): void;
  /** The link is up (every message sent from now on arrives) or down (messages may be lost); called on every change. */
  linked(up: boolean): void;
};

/**
 * Carries content-changed events between the processes of one site (decision 205): Redis pub/sub
 * between instances (`redis-event-transport.ts`), or IPC between the workers of one machine. The
 * bus (`shared-content-events.ts`) runs this process's listeners itself; a transport only moves
 * messages, and says whether it can.
 */
export interface EventTransport {
  /** What carries the messages, for logs and /readyz: 'Redis'. */
  readonly name: string;
  /** Hands a message to the other processes without waiting for them; rejects when it cannot (the link is down). */
  send(message: BusMessage): Promise<void>;
  /** Starts receiving; the link counts as down until the transport reports it up. Called once. */
  open(handlers: TransportHandlers): void;
  /** Stops receiving and releases its connections; nothing is reported after it resolves. */
  close(): Promise<void>;
}
