import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowInlineScripts, inlineScriptHashes } from './csp';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes', () => {
  const html = '<script src="/a.js"></script><script type="module">run()</script><script>\n window.x = 1;\n</script>';

  it('hashes inline scripts only, byte for byte', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('\n window.x = 1;\n')]);
  });

  it('adds the hashes to script-src and leaves other directives alone', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self'";
    expect(allowInlineScripts(policy, html)).toBe(
      `default-src 'self';script-src 'self' ${sha('run()')} ${sha('\n window.x = 1;\n')};style-src 'self'`,
    );
    expect(allowInlineScripts(policy, '<p>no scripts</p>')).toBe(policy);
  });
});
