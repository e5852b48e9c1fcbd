import { diffWords, tokenizeWords, type WordDiff } from '../../../../../shared/word-diff';
import { attributeOf, type HtmlElement, type HtmlNode, isText, parseHtml, textOf, toHtml } from './html-tree';

/**
 * A description compared block by block (decision 272): its headings, paragraphs, list items, quotes
 * and images, each shown as the site shows it, with the words added and removed inside, and a note
 * when a block's kind or its formatting changed. The word counts stay the whole text's (decision 228).
 */

type Context = 'ul' | 'ol' | 'blockquote' | null;

type Block = {
  /** What an editor calls it: 'Paragraph', 'Heading 2', 'Bulleted list item', 'Quote', 'Image'. */
  kind: string;
  context: Context;
  /** The block's own nodes: a paragraph, a heading, an image, or loose words. */
  content: HtmlNode[];
  text: string;
  /** Per formatting ('bold', 'link to …'), the words carrying it. */
  marks: Map<string, string>;
  /** Kind, words and formatting: two blocks with the same key read the same. */
  key: string;
};

export type BlockChange =
  | { change: 'same'; html: string }
  | { change: 'added' | 'removed'; html: string; kind: string }
  | { change: 'changed'; html: string; kind: string; kindBefore?: string; marksChanged: string[]; words: WordDiff };

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const CONTAINERS: Record<string, Context> = { ul: 'ul', ol: 'ol', blockquote: 'blockquote' };
const OWN_BLOCKS = new Set(['p', 'pre', 'img', 'iframe', 'figure', 'hr', 'table']);
const MARKS: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
};
const ITEM_KIND: Record<Exclude<Context, null>, string> = {
  ul: 'Bulleted list item',
  ol: 'Numbered list item',
  blockquote: 'Quote',
};

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().normalize('NFC');

function kindOf(tag: string, context: Context): string {
  if (HEADINGS.has(tag)) return `Heading ${tag.slice(1)}`;
  if (tag === 'pre') return 'Code';
  if (tag === 'img' || tag === 'figure') return 'Image';
  if (tag === 'iframe') return 'Embedded video';
  if (tag === 'hr') return 'Divider';
  if (tag === 'table') return 'Table';
  return context ? ITEM_KIND[context] : 'Paragraph';
}

/** The words of a block under each formatting; a link is told by where it leads. */
function marksOf(nodes: HtmlNode[], marks = new Map<string, string>(), around: string[] = []): Map<string, string> {
  for (const node of nodes) {
    if (isText(node)) {
      const words = squeeze(node.text);
      if (words) for (const mark of new Set(around)) marks.set(mark, `${marks.get(mark) ?? ''} ${words}`.trim());
      continue;
    }
    const mark = node.tag === 'a' ? `link to ${attributeOf(node, 'href') ?? ''}` : MARKS[node.tag];
    marksOf(node.children, marks, mark ? [...around, mark] : around);
  }
  return marks;
}

/** Where an image or a video of the block comes from: a changed picture is a changed block. */
function sourcesOf(nodes: HtmlNode[]): string {
  return nodes
    .map((node) =>
      isText(node)
        ? ''
        : `${attributeOf(node, 'src') ? ` ${attributeOf(node, 'src')}` : ''}${sourcesOf(node.children)}`,
    )
    .join('');
}

function blockOf(content: HtmlNode[], kind: string, context: Context): Block {
  const text = textOf(content);
  const marks = marksOf(content);
  const markKey = [...marks].map(([mark, words]) => `${mark}=${words}`).join('\u0001');
  return {
    kind,
    context,
    content,
    text,
    marks,
    key: `${kind}\u0000${squeeze(text)}${sourcesOf(content)}\u0000${markKey}`,
  };
}

/** The blocks of a stored description, in reading order; loose words (no paragraph around them) make one block. */
export function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  const visit = (nodes: HtmlNode[], context: Context) => {
    let loose: HtmlNode[] = [];
    const flush = () => {
      if (squeeze(textOf(loose)) !== '' || sourcesOf(loose) !== '')
        blocks.push(blockOf(loose, kindOf('p', context), context));
      loose = [];
    };
    for (const node of nodes) {
      const tag = isText(node) ? '' : node.tag;
      if (tag in CONTAINERS || tag === 'li' || tag === 'div') {
        flush();
        visit((node as HtmlElement).children, CONTAINERS[tag] ?? context);
      } else if (HEADINGS.has(tag) || OWN_BLOCKS.has(tag)) {
        flush();
        blocks.push(blockOf([node], kindOf(tag, context), context));
      } else loose.push(node);
    }
    flush();
  };
  visit(parseHtml(html), null);
  return blocks;
}

/** The block's HTML inside what makes it look as on the site: a list item in its list, a quote's line in the quote. */
function shown(content: HtmlNode[], context: Context): string {
  const inner = toHtml(content);
  if (context === 'ul') return `<ul><li>${inner}</li></ul>`;
  if (context === 'ol') return `<ol><li>${inner}</li></ol>`;
  if (context === 'blockquote') return `<blockquote>${inner}</blockquote>`;
  return inner;
}

/** How alike two blocks' words are (0 to 1): the share of words they hold in common. */
function likeness(before: Block, after: Block): number {
  const words = (block: Block) => tokenizeWords(block.text).map((token) => token.key);
  const older = words(before);
  const newer = words(after);
  if (older.length === 0 && newer.length === 0) return before.kind === after.kind ? 1 : 0;
  const pool = new Map<string, number>();
  for (const word of older) pool.set(word, (pool.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of newer) {
    const left = pool.get(word) ?? 0;
    if (left > 0) {
      common += 1;
      pool.set(word, left - 1);
    }
  }
  return (2 * common) / (older.length + newer.length);
}

/** Below this share of common words, a block is taken as removed and another added, not as one block edited. */
const SAME_BLOCK = 0.4;

/**
 * Marks the newer block's words: added runs in `<ins>`, removed ones put back in `<del>` where they
 * stood, inside whatever formatting surrounds them, so the block still reads as the site shows it.
 */
function highlighted(after: Block, words: WordDiff): HtmlNode[] {
  // A kept or added part stands for as many of the newer text's words, whose own spacing is measured.
  const text = after.text;
  const newer = tokenizeWords(text);
  const added: [number, number][] = [];
  const removed = new Map<number, string>();
  let offset = text.length - text.trimStart().length;
  let next = 0;
  for (const part of words.parts) {
    if (part.kind === 'removed') {
      removed.set(offset, `${removed.get(offset) ?? ''}${part.text}`);
      continue;
    }
    const count = tokenizeWords(part.text).length;
    const length = newer.slice(next, next + count).reduce((sum, token) => sum + token.text.length, 0);
    next += count;
    if (part.kind === 'added') added.push([offset, offset + length]);
    offset += length;
  }
  const mark = (tag: 'ins' | 'del', words: string): HtmlElement => ({ tag, attrs: [], children: [{ text: words }] });
  let start = 0;
  const rewrite = (nodes: HtmlNode[]): HtmlNode[] =>
    nodes.flatMap((node): HtmlNode[] => {
      if (!isText(node)) {
        if (node.tag === 'br') start += 1;
        return [{ ...node, children: rewrite(node.children) }];
      }
      const end = start + node.text.length;
      const pieces: HtmlNode[] = [];
      // Boundaries inside this text: starts and ends of added runs, and places of removed words.
      const stops = new Set<number>([end]);
      for (const [from, to] of added) for (const at of [from, to]) if (at > start && at < end) stops.add(at);
      for (const at of removed.keys()) if (at >= start && at < end) stops.add(at);
      let cut = start;
      for (const at of [...stops].sort((a, b) => a - b)) {
        const gone = removed.get(cut);
        if (gone !== undefined && cut < end) {
          pieces.push(mark('del', gone));
          removed.delete(cut);
        }
        if (at > cut) {
          const piece = node.text.slice(cut - start, at - start);
          const isAdded = piece.trim() !== '' && added.some(([from, to]) => cut >= from && at <= to);
          pieces.push(isAdded ? mark('ins', piece) : { text: piece });
          cut = at;
        }
      }
      start = end;
      return pieces;
    });
  const content = rewrite(after.content);
  // Words removed from the block's end go inside its last element (the paragraph), not after it.
  const last = content.at(-1);
  const tail = last && !isText(last) && last.tag !== 'br' && !VOID_END.has(last.tag) ? last.children : content;
  const spaced = /\s$/.test(text) ? '' : ' ';
  for (const gone of removed.values()) tail.push(mark('del', `${spaced}${gone}`));
  return content;
}

const VOID_END = new Set(['img', 'hr', 'iframe']);

function changeOf(before: Block, after: Block): BlockChange {
  const words = diffWords(before.text, after.text);
  const marksChanged = [...new Set([...before.marks.keys(), ...after.marks.keys()])].filter(
    (mark) => before.marks.get(mark) !== after.marks.get(mark),
  );
  return {
    change: 'changed',
    html: shown(highlighted(after, words), after.context),
    kind: after.kind,
    ...(before.kind === after.kind ? {} : { kindBefore: before.kind }),
    marksChanged: marksChanged.map((mark) => (mark.startsWith('link to ') ? 'link' : mark)),
    words,
  };
}

/** The blocks both texts hold unchanged, by the longest common run of keys (descriptions have tens of blocks). */
function commonPairs(before: Block[], after: Block[]): [number, number][] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const lengths = new Uint32Array(rows * columns);
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i * columns + j] =
        before[i]?.key === after[j]?.key
          ? (lengths[(i + 1) * columns + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * columns + j] ?? 0, lengths[i * columns + j + 1] ?? 0);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i]?.key === after[j]?.key) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * columns + j] ?? 0) >= (lengths[i * columns + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/** Between two unchanged blocks: older blocks paired in order with newer ones alike enough, the rest removed or added. */
function gapChanges(removed: Block[], added: Block[]): BlockChange[] {
  const changes: BlockChange[] = [];
  let j = 0;
  for (const before of removed) {
    const match = added.findIndex((after, index) => index >= j && likeness(before, after) >= SAME_BLOCK);
    if (match === -1) {
      changes.push({ change: 'removed', html: shown(before.content, before.context), kind: before.kind });
      continue;
    }
    for (const after of added.slice(j, match))
      changes.push({ change: 'added', html: shown(after.content, after.context), kind: after.kind });
    const after = added[match] as Block;
    changes.push(changeOf(before, after));
    j = match + 1;
  }
  for (const after of added.slice(j))
    changes.push({ change: 'added', html: shown(after.content, after.context), kind: after.kind });
  return changes;
}

/** The newer description as a list of blocks, each the same, added, removed or changed from the older one. */
export function diffBlocks(beforeHtml: string, afterHtml: string): BlockChange[] {
  const before = blocksOf(beforeHtml);
  const after = blocksOf(afterHtml);
  const changes: BlockChange[] = [];
  let i = 0;
  let j = 0;
  for (const [pairI, pairJ] of [...commonPairs(before, after), [before.length, after.length] as [number, number]]) {
    changes.push(...gapChanges(before.slice(i, pairI), after.slice(j, pairJ)));
    const same = after[pairJ];
    if (same) changes.push({ change: 'same', html: shown(same.content, same.context) });
    i = pairI + 1;
    j = pairJ + 1;
  }
  return changes;
}
