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
 * Allows exactly the inline scripts of this page: their hashes join `script-src`, so the policy
 * never needs 'unsafe-inline' (docs/product.md, Security).
 */
export function allowInlineScripts(policy: string, html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${hashes.join(' ')}`);
}
