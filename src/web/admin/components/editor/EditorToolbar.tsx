import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  IndentDecrease,
  IndentIncrease,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { shiftIndent } from './extensions';

const BLOCKS = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: '2', label: 'Heading' },
  { value: '3', label: 'Subheading' },
  { value: '4', label: 'Small heading' },
] as const;

/** Families every reader's device has; the default is the site's own font. */
const FONTS = [
  { value: '', label: 'Default font' },
  { value: 'Georgia, serif', label: 'Serif' },
  { value: 'Arial, sans-serif', label: 'Sans-serif' },
  { value: "'Courier New', monospace", label: 'Monospace' },
] as const;

const SIZES = [
  { value: '14px', label: 'Small' },
  { value: '', label: 'Normal size' },
  { value: '20px', label: 'Large' },
  { value: '28px', label: 'Huge' },
] as const;

type HeadingLevel = 2 | 3 | 4;

function ToolButton({
  label,
  icon: Icon,
  onClick,
  pressed,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the text while the pointer presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`rounded p-1.5 hover:bg-neutral-200 disabled:opacity-40 ${pressed ? 'bg-neutral-200 text-brand' : 'text-ink'}`}
    >
      <Icon aria-hidden="true" className="size-[18px]" />
    </button>
  );
}

const selectClass = 'rounded border border-neutral-400 bg-white px-1.5 py-1 text-[14px]';

/** The formatting bar above the text (docs/product.md, News form: headings, fonts, sizes, basic formats, lists, indent, clean). */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      block: ([2, 3, 4] as const).find((level) => current.isActive('heading', { level }))?.toString() ?? 'paragraph',
      font: (current.getAttributes('textStyle').fontFamily as string | undefined) ?? '',
      size: (current.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const setBlock = (value: string) => {
    const chain = editor.chain().focus();
    if (value === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(value) as HeadingLevel }).run();
  };
  const setFont = (value: string) => {
    const chain = editor.chain().focus();
    (value ? chain.setFontFamily(value) : chain.unsetFontFamily()).run();
  };
  const setSize = (value: string) => {
    const chain = editor.chain().focus();
    (value ? chain.setFontSize(value) : chain.unsetFontSize()).run();
  };

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 border-b border-neutral-300 bg-neutral-50 px-2 py-1.5"
    >
      <select
        aria-label="Text style"
        className={selectClass}
        value={state.block}
        onChange={(event) => setBlock(event.target.value)}
      >
        {BLOCKS.map((block) => (
          <option key={block.value} value={block.value}>
            {block.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Font"
        className={selectClass}
        value={state.font}
        onChange={(event) => setFont(event.target.value)}
      >
        {FONTS.map((font) => (
          <option key={font.label} value={font.value}>
            {font.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Size"
        className={selectClass}
        value={state.size}
        onChange={(event) => setSize(event.target.value)}
      >
        {SIZES.map((size) => (
          <option key={size.label} value={size.value}>
            {size.label}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-neutral-300" />
      <ToolButton
        label="Bold"
        icon={Bold}
        pressed={state.bold}
        onClick={() => editor.chain().focus().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        icon={Italic}
        pressed={state.italic}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      />
      <ToolButton
        label="Underline"
        icon={Underline}
        pressed={state.underline}
        onClick={() => editor.chain().focus().toggleUnderline().run()}
      />
      <ToolButton
        label="Strikethrough"
        icon={Strikethrough}
        pressed={state.strike}
        onClick={() => editor.chain().focus().toggleStrike().run()}
      />
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-neutral-300" />
      <ToolButton
        label="Bulleted list"
        icon={List}
        pressed={state.bulletList}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        icon={ListOrdered}
        pressed={state.orderedList}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      />
      <ToolButton label="Decrease indent" icon={IndentDecrease} onClick={() => shiftIndent(editor, -1)} />
      <ToolButton label="Increase indent" icon={IndentIncrease} onClick={() => shiftIndent(editor, 1)} />
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-neutral-300" />
      <ToolButton
        label="Clear formatting"
        icon={RemoveFormatting}
        onClick={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
      />
      <ToolButton
        label="Undo"
        icon={Undo2}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      />
      <ToolButton
        label="Redo"
        icon={Redo2}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      />
    </div>
  );
}
