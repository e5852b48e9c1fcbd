import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes', () => {
  const html = '<script src="/a.js"></script><script type="module">run()</script><script>\n window.x = 1;\n</script>';

  it('hashes inline scripts only, byte for byte', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('\n window.x = 1;\n')]);
  });

  it('adds the hashes to script-src and framed origins to frame-src, leaving other directives alone', () => {
    const plain = contentSecurityPolicy();
    expect(plain).toContain("script-src 'self';");
    const hashes = inlineScriptHashes(html);
    expect(contentSecurityPolicy({ scripts: hashes })).toBe(
      plain.replace("script-src 'self';", `script-src 'self' ${sha('run()')} ${sha('\n window.x = 1;\n')};`),
    );
    expect(contentSecurityPolicy({ frames: ['https://scores.example'] })).toBe(
      plain.replace(/frame-src ([^;]*)$/, 'frame-src $1 https://scores.example'),
    );
    expect(contentSecurityPolicy({ images: ['https://media.example'] })).toBe(
      plain.replace("img-src 'self' data: blob:;", "img-src 'self' data: blob: https://media.example;"),
    );
  });
});
