import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>शीर्षक</h2><p><strong>भारत</strong> ने <em>मैच</em> जीता</p><ul><li class="ql-indent-1">एक</li></ul><p><span style="font-family: Mukta; font-size: 18px">text</span></p>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('font-family: Mukta; font-size: 18px', 'font-family:Mukta;font-size:18px'),
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(clean).toBe('<p>hi</p><img src="x" /><a>x</a>');
  });

  it('keeps YouTube embeds and drops every other iframe', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    expect(sanitizeRichText(youtube)).toContain('youtube.com/embed/dQw4w9WgXcQ');
    expect(sanitizeRichText('<iframe src="https://evil.example/embed/x"></iframe>')).toBe('');
  });

  it('drops styles other than font family and size', () => {
    expect(sanitizeRichText('<p style="position:fixed;top:0;font-size:12px;background:url(x)">a</p>')).toBe(
      '<p style="font-size:12px">a</p>',
    );
  });

  it('keeps a passage marked Hindi or English, and drops any other language', () => {
    expect(sanitizeRichText('<h2 lang="en">Contact us</h2><p lang="hi">संपर्क</p><ul lang="fr"><li>x</li></ul>')).toBe(
      '<h2 lang="en">Contact us</h2><p lang="hi">संपर्क</p><ul lang><li>x</li></ul>',
    );
  });
});
