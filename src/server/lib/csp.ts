import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions ('sha256-…') of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The one Content-Security-Policy of every answer (decisions 081, 093), in helmet's order: scripts and
 * frames from ourselves only, and frames from YouTube for live streams, videos and the embeds the
 * sanitiser keeps in descriptions.
 */
const POLICY: readonly (readonly [directive: string, sources: readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['font-src', ["'self'", 'data:']],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  // blob: for the back office's preview of an image while it uploads (an object URL of the chosen file).
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['object-src', ["'none'"]],
  ['script-src', ["'self'"]],
  ['script-src-attr', ["'none'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  // The service worker and the web app manifest are the site's own (decision 164).
  ['worker-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  ['frame-src', ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com']],
];

/**
 * The policy, allowing besides exactly these inline scripts (their hashes, `inlineScriptHashes`,
 * so it never needs 'unsafe-inline'), these framed origins (a widget the settings name) and these
 * image origins (the bucket or CDN serving uploads under S3_PUBLIC_URL, decision 201).
 */
export function contentSecurityPolicy({
  scripts = [],
  frames = [],
  images = [],
}: {
  scripts?: readonly string[];
  frames?: readonly string[];
  images?: readonly string[];
} = {}): string {
  const added: Record<string, readonly string[]> = { 'script-src': scripts, 'frame-src': frames, 'img-src': images };
  return POLICY.map(([directive, sources]) => [directive, ...sources, ...(added[directive] ?? [])].join(' ')).join(';');
}
