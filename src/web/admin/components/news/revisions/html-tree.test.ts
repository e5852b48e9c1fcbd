import { describe, expect, it } from 'vitest';
import { parseHtml, textOf, toHtml } from './html-tree';

describe('a stored description as a tree', () => {
  it('reads what the sanitiser writes and writes it back the same', () => {
    const html =
      '<h2>Scores</h2><p>Rain <strong>stops</strong> &amp; play, <a href="https://x.example/?a=1&amp;b=2" target="_blank">here</a>.<br />Next</p><p><img src="/uploads/a.webp" alt="" /></p>';
    const tree = parseHtml(html);
    expect(textOf(tree)).toBe('ScoresRain stops & play, here. Next');
    expect(toHtml(tree)).toBe(
      '<h2>Scores</h2><p>Rain <strong>stops</strong> &amp; play, <a href="https://x.example/?a=1&amp;b=2" target="_blank">here</a>.<br>Next</p><p><img src="/uploads/a.webp" alt=""></p>',
    );
  });

  it('keeps escaped markup as words, and numeric entities as their characters', () => {
    const tree = parseHtml('<p>a &lt;script&gt; tag &#2332;&#x92F;</p>');
    expect(textOf(tree)).toBe('a <script> tag जय');
    expect(toHtml(tree)).toBe('<p>a &lt;script&gt; tag जय</p>');
  });

  it('closes what is left open and ignores a stray closing tag', () => {
    expect(toHtml(parseHtml('<p>one<em>two</p></div>three'))).toBe('<p>one<em>two</em></p>three');
  });
});
