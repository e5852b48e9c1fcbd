import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { inputClass } from '../ui';

/** docs/product.md, News form: a text box with 'Add Tag', tags as removable chips; empty and repeated tags are not added. */
export function TagInput({
  id,
  tags,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState('');

  const add = () => {
    const tag = text.trim();
    if (tag === '' || tags.includes(tag)) return;
    onChange([...tags, tag]);
    setText('');
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={addOnEnter}
          onBlur={onBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          placeholder="Type a tag"
          className={inputClass(invalid)}
        />
        <button
          type="button"
          onClick={add}
          className="shrink-0 rounded-md border border-neutral-400 bg-white px-4 py-2 text-[15px] font-semibold hover:bg-neutral-100"
        >
          Add Tag
        </button>
      </div>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-neutral-200 py-1 pl-3 pr-1 text-[14px]"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full p-0.5 hover:bg-neutral-300"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
