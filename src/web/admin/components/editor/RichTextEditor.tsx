import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import Swal from 'sweetalert2';
import { countWords, wordLimitMessage } from '../../../../shared/text';
import { popupWarning } from '../../popups';
import { EditorToolbar } from './EditorToolbar';
import { BlockIndent, EXTERNAL_CONTENT, WordLimit } from './extensions';
import './rich-text-editor.css';

export type RichTextEditorProps = {
  id: string;
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  maxWords?: number;
  invalid?: boolean;
  /** Ids of the help and error texts that describe the field. */
  describedBy?: string;
  required?: boolean;
};

/** What the editor hands over: '' for an empty text, so a required rule sees nothing typed. */
function htmlOf(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The back office's rich-text field (Tiptap): headings, fonts, sizes, basic formats, lists, indent and
 * clear formatting above the text in a sticky bar, and a live word count. An edit that would pass
 * `maxWords` is refused with the alert 'You cannot exceed N words.' (docs/product.md, News form).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  maxWords,
  invalid = false,
  describedBy,
  required = false,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const wordLimit = useRef({
    maxWords,
    onRefuse: () => {
      // One alert at a time: keys held down or typed while it shows are refused silently.
      if (maxWords !== undefined && !Swal.isVisible()) void popupWarning(wordLimitMessage(maxWords));
    },
  });
  wordLimit.current.maxWords = maxWords;

  const labelId = `${id}-label`;
  const countId = `${id}-count`;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false },
        codeBlock: false,
        code: false,
      }),
      TextStyle,
      FontFamily,
      FontSize,
      BlockIndent,
      WordLimit.configure(wordLimit.current),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });

  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': [countId, describedBy].filter(Boolean).join(' '),
      'aria-invalid': String(invalid),
      ...(required ? { 'aria-required': 'true' } : {}),
      class: 'rich-text min-h-72 px-4 py-3 text-[16px] leading-relaxed focus-visible:outline-none',
    }),
    [id, labelId, countId, describedBy, invalid, required],
  );

  useEffect(() => {
    if (editor) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (an article loaded, a draft restored) replaces the text without counting as an edit.
  useEffect(() => {
    if (!editor || value === htmlOf(editor)) return;
    editor
      .chain()
      .command(({ tr }) => {
        tr.setMeta(EXTERNAL_CONTENT, true).setMeta('addToHistory', false);
        return true;
      })
      .setContent(value, { emitUpdate: false })
      .run();
  }, [editor, value]);

  const words = useMemo(() => countWords(value), [value]);
  const over = maxWords !== undefined && words > maxWords;

  return (
    <div className="flex flex-col gap-1">
      {/* A contenteditable cannot be the target of <label for>: the label names it through aria-labelledby. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer convenience; keyboard users reach the text by Tab */}
      <span id={labelId} className="text-[14px] font-semibold" onClick={() => editor?.commands.focus()}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-brand">
            {' '}
            *
          </span>
        )}
      </span>
      <div
        className={`rounded-md border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[#1d4ed8] ${
          invalid ? 'border-brand' : 'border-neutral-400'
        }`}
      >
        {editor && <EditorToolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      <p id={countId} className={`text-right text-[13px] tabular-nums ${over ? 'text-brand' : 'text-muted'}`}>
        {maxWords === undefined ? `${words} words` : `${words} / ${maxWords} words`}
      </p>
    </div>
  );
}
