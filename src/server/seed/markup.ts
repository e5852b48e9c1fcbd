import type { LangCode } from '../../shared/language';

/**
 * The demo articles are written as blocks so the data files read like copy, not like HTML:
 * a string is a paragraph, `{ h2 }` a subheading, `{ ul }` a bullet list; `**words**` is bold.
 */
export type Block = string | { h2: string } | { ul: readonly string[] };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const inline = (text: string) => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/** The blocks as HTML; with `lang`, each block says its language (a page written in both). */
export function blocksToHtml(blocks: readonly Block[], lang?: LangCode): string {
  const marked = lang ? ` lang="${lang}"` : '';
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p${marked}>${inline(block)}</p>`;
      if ('h2' in block) return `<h2${marked}>${inline(block.h2)}</h2>`;
      return `<ul${marked}>${block.ul.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
    })
    .join('');
}
