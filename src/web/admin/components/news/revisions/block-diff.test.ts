import { describe, expect, it } from 'vitest';
import { type BlockChange, blocksOf, diffBlocks } from './block-diff';

/** A change as a test reads it: the kind of change and the block's HTML. */
const brief = (changes: BlockChange[]) => changes.map((change) => [change.change, change.html]);

describe('the blocks of a description', () => {
  it('are its headings, paragraphs, list items, quotes and images, in reading order', () => {
    const blocks = blocksOf(
      '<h2>Scores</h2><p>Rain <strong>stopped</strong> play.</p><ul><li><p>Rohit 101</p></li><li>Kohli 88</li></ul>' +
        '<ol><li><p>First</p></li></ol><blockquote><p>We will be back.</p></blockquote><p><img src="/uploads/a.webp" alt=""></p>loose words',
    );
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['Heading 2', 'Scores'],
      ['Paragraph', 'Rain stopped play.'],
      ['Bulleted list item', 'Rohit 101'],
      ['Bulleted list item', 'Kohli 88'],
      ['Numbered list item', 'First'],
      ['Quote', 'We will be back.'],
      ['Paragraph', ''],
      ['Paragraph', 'loose words'],
    ]);
  });
});

describe('a description compared block by block', () => {
  it('keeps unchanged blocks as the site shows them and marks the words changed inside an edited one', () => {
    const changes = diffBlocks(
      '<h2>Scores</h2><p>Rain <strong>stops</strong> play in Jaipur.</p>',
      '<h2>Scores</h2><p>Rain <strong>ends</strong> play early in Jaipur.</p>',
    );
    expect(brief(changes)).toEqual([
      ['same', '<h2>Scores</h2>'],
      ['changed', '<p>Rain <strong><del>stops </del><ins>ends</ins></strong> play <ins>early </ins>in Jaipur.</p>'],
    ]);
    expect(changes[1]).toMatchObject({ kind: 'Paragraph', marksChanged: ['bold'], words: { added: 2, removed: 1 } });
  });

  it('says when a paragraph became a heading, with its words unchanged', () => {
    const [change] = diffBlocks('<p>Farmers and travellers</p>', '<h2>Farmers and travellers</h2>');
    expect(change).toMatchObject({
      change: 'changed',
      html: '<h2>Farmers and travellers</h2>',
      kind: 'Heading 2',
      kindBefore: 'Paragraph',
      marksChanged: [],
    });
  });

  it('says when only the formatting changed: bold, italic, a link', () => {
    const [bold] = diffBlocks('<p>The final over.</p>', '<p>The <strong>final</strong> over.</p>');
    expect(bold).toMatchObject({ change: 'changed', marksChanged: ['bold'], words: { added: 0, removed: 0 } });
    const [link] = diffBlocks(
      '<p>Read <a href="https://a.example">the report</a>.</p>',
      '<p>Read <a href="https://b.example">the report</a>.</p>',
    );
    expect(link).toMatchObject({ marksChanged: ['link', 'link'] });
  });

  it('shows a list item added and a paragraph removed whole, in their lists', () => {
    const changes = diffBlocks(
      '<p>Old opening line about the storm.</p><ul><li><p>Rohit 101</p></li></ul>',
      '<ul><li><p>Rohit 101</p></li><li><p>Gill 54</p></li></ul>',
    );
    expect(brief(changes)).toEqual([
      ['removed', '<p>Old opening line about the storm.</p>'],
      ['same', '<ul><li><p>Rohit 101</p></li></ul>'],
      ['added', '<ul><li><p>Gill 54</p></li></ul>'],
    ]);
  });

  it('pairs an edited Hindi paragraph with its older self, the danda kept', () => {
    const [change] = diffBlocks('<p>जयपुर में बारिश हुई।</p>', '<p>जयपुर में तेज़ बारिश हुई।</p>');
    expect(change).toMatchObject({ change: 'changed', html: '<p>जयपुर में <ins>तेज़ </ins>बारिश हुई।</p>' });
  });

  it('puts words removed from the end back at the end of the block', () => {
    const [change] = diffBlocks('<p>Play resumed at four.</p>', '<p>Play resumed</p>');
    expect(change?.html).toBe('<p>Play resumed<del> at four.</del></p>');
  });

  it('writes what editors wrote as text, never as markup', () => {
    const [change] = diffBlocks('<p>a &lt;b&gt; tag</p>', '<p>a &lt;i&gt; tag</p>');
    expect(change?.html).toBe('<p>a &lt;<del>b</del><ins>i</ins>&gt; tag</p>');
  });
});
