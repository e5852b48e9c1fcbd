import type { IncomingMessage } from 'node:http';
import { type ProxyTrust, requestOrigin } from '../../lib/trusted-proxy';

/**
 * The key of a request: its path (after the address it came to, when there is no public address:
 * the page's links follow it, as `PageKit.origin` reads it) and the
 * declared query parameters, sorted by name, each value exactly as sent. Two addresses with the
 * same key carry the same declared values byte for byte, so any parser reads them alike.
 */
export function pageKey(url: string, declared: readonly string[], origin: string): { path: string; key: string } {
  const mark = url.indexOf('?');
  const path = origin + (mark === -1 ? url : url.slice(0, mark));
  if (declared.length === 0 || mark === -1) return { path, key: path };
  const pairs: { name: string; pair: string }[] = [];
  for (const pair of url.slice(mark + 1).split('&')) {
    const rawName = pair.split('=', 1)[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {}
    if (declared.includes(name)) pairs.push({ name, pair: `${name}=${pair.slice(rawName.length + 1)}` });
  }
  if (pairs.length === 0) return { path, key: path };
  // A stable sort: repeated values of one name keep their order, as the page reads them.
  pairs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { path, key: `${path}?${pairs.map(({ pair }) => pair).join('&')}` };
}

/**
 * The part of the key before the path: nothing with a public address, else the scheme and host
 * asked at, read exactly as the page reads them (a trusted proxy's forwarded ones included).
 */
export function keyOrigin(raw: IncomingMessage, publicUrl: string | undefined, trust: ProxyTrust | undefined): string {
  if (publicUrl) return '';
  return requestOrigin(raw, trust);
}
