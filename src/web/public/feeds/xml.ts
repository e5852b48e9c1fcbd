/**
 * Text for XML (sitemaps, RSS): the five special characters escaped, and the characters XML 1.0
 * cannot carry at all (C0 controls other than tab and newlines, lone surrogates, U+FFFE/U+FFFF)
 * dropped, so an odd byte in a headline can never make a whole feed unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** An instant as RSS 2.0 dates it (RFC 822 with a four-digit year): 'Mon, 23 Nov 2026 09:15:00 GMT'. */
export function rfc822Date(iso: string): string {
  return new Date(iso).toUTCString();
}

/** The latest of some ISO 8601 instants (they order as text), or null when none is given. */
export function latestInstant(instants: Iterable<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const instant of instants) if (instant && (latest === null || instant > latest)) latest = instant;
  return latest;
}
