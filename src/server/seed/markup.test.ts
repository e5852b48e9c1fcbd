import { describe, expect, it } from 'vitest';
import { blocksToHtml } from './markup';

describe('blocksToHtml', () => {
  it('turns strings into paragraphs, h2 into headings and ul into lists, in order', () => {
    expect(blocksToHtml(['पहला अनुच्छेद', { h2: 'उपशीर्षक' }, { ul: ['एक', 'दो'] }, 'अंत'])).toBe(
      '<p>पहला अनुच्छेद</p><h2>उपशीर्षक</h2><ul><li>एक</li><li>दो</li></ul><p>अंत</p>',
    );
  });

  it('marks **words** as strong, in paragraphs, headings and list items', () => {
    expect(blocksToHtml(['a **b** c **d**', { h2: '**x**' }, { ul: ['**y** z'] }])).toBe(
      '<p>a <strong>b</strong> c <strong>d</strong></p><h2><strong>x</strong></h2><ul><li><strong>y</strong> z</li></ul>',
    );
  });

  it('escapes markup characters so copy can never inject HTML', () => {
    expect(blocksToHtml(['R&D <script>alert(1)</script> > 5'])).toBe(
      '<p>R&amp;D &lt;script&gt;alert(1)&lt;/script&gt; &gt; 5</p>',
    );
  });
});
