import { Plugin, PluginKey } from '@tiptap/pm/state';
import { type Editor, Extension, getHTMLFromFragment } from '@tiptap/react';
import { countWords } from '../../../../shared/text';

/** The deepest indent a paragraph or heading takes; the site styles `ql-indent-1` … `ql-indent-8`. */
const MAX_INDENT = 8;
const INDENT_CLASS = /\bql-indent-(\d+)\b/;
const INDENTED_BLOCKS = ['paragraph', 'heading'];

/**
 * Indentation of paragraphs and headings, stored as the `ql-indent-N` class the server's sanitiser
 * already allows (docs/decisions/101), so earlier descriptions written with that convention keep it.
 */
export const BlockIndent = Extension.create({
  name: 'blockIndent',
  addGlobalAttributes() {
    return [
      {
        types: INDENTED_BLOCKS,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => Number(INDENT_CLASS.exec(element.className)?.[1] ?? 0),
            renderHTML: (attributes) => (attributes.indent > 0 ? { class: `ql-indent-${attributes.indent}` } : {}),
          },
        },
      },
    ];
  },
});

/** Indent (1) or outdent (-1): a list item moves one level in or out; a paragraph or heading one step. */
export function shiftIndent(editor: Editor, step: 1 | -1): void {
  if (editor.isActive('listItem')) {
    const chain = editor.chain().focus();
    (step === 1 ? chain.sinkListItem('listItem') : chain.liftListItem('listItem')).run();
    return;
  }
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const { from, to } = state.selection;
      state.doc.nodesBetween(from, to, (node, position) => {
        if (!INDENTED_BLOCKS.includes(node.type.name)) return true;
        const indent = Math.min(MAX_INDENT, Math.max(0, (node.attrs.indent ?? 0) + step));
        if (indent !== node.attrs.indent) tr.setNodeMarkup(position, undefined, { ...node.attrs, indent });
        return false;
      });
      return true;
    })
    .run();
}

/** A transaction carrying this meta replaces the text from outside (a loaded article, a restored draft). */
export const EXTERNAL_CONTENT = 'externalContent';

type WordLimitOptions = { maxWords: number | undefined; onRefuse: () => void };

/**
 * Refuses any edit that would take the text past `maxWords` (docs/product.md, News form), counted on the HTML the editor
 * would hand over, with the same `countWords` the server validates with. An edit that shortens an
 * already-too-long text is let through, so such a text can still be cut down.
 */
export const WordLimit = Extension.create<WordLimitOptions>({
  name: 'wordLimit',
  addOptions() {
    return { maxWords: undefined, onRefuse: () => {} };
  },
  addProseMirrorPlugins() {
    const options = this.options;
    const schema = this.editor.schema;
    return [
      new Plugin({
        key: new PluginKey('wordLimit'),
        filterTransaction: (transaction, state) => {
          if (!transaction.docChanged || options.maxWords === undefined || transaction.getMeta(EXTERNAL_CONTENT)) {
            return true;
          }
          const after = countWords(getHTMLFromFragment(transaction.doc.content, schema));
          if (after <= options.maxWords) return true;
          if (after <= countWords(getHTMLFromFragment(state.doc.content, schema))) return true;
          options.onRefuse();
          return false;
        },
      }),
    ];
  },
});
