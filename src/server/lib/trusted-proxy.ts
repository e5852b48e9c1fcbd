import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

/** Whether the hop at `address`, `hop` steps from this server (0: the peer), may name the one before it. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trust TRUST_PROXY describes (decision 197), for Fastify's `trustProxy` and for the page
 * cache's front door, which must read the same scheme and host. A hop count is a function here:
 * Fastify trusts no peer for a bare number.
 */
export function proxyTrustOf(setting: Config['trustProxy']): ProxyTrust | undefined {
  if (setting === false) return undefined;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The last of a header's comma-separated values, trimmed, as Fastify reads it (even when empty). */
function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/**
 * `scheme://host` a request was made to, as Fastify's `request.protocol` and `request.host` read
 * it: the forwarded ones only when the peer is a trusted proxy.
 */
export function requestOrigin(raw: IncomingMessage, trust: ProxyTrust | undefined): string {
  const peer = raw.socket?.remoteAddress;
  const trusted = trust !== undefined && peer !== undefined && trust(peer, 0);
  const forwardedProto = trusted ? lastEntry(raw.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trusted ? lastEntry(raw.headers['x-forwarded-host']) : undefined;
  const scheme = forwardedProto ?? ((raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http');
  return `${scheme}://${forwardedHost ?? raw.headers.host ?? ''}`;
}
