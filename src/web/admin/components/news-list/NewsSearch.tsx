import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { inputClass } from '../ui';

/** Typing pauses this long before the list asks the server: one request per word, not per key. */
const DEBOUNCE_MS = 300;

/**
 * The search box of All News (title or slug). `value` is the search in the address; typing changes it
 * after a pause, Enter at once, and going back or forward in history puts the box in step again.
 */
export function NewsSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <search className="mb-4 block max-w-xl">
      <form onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor="news-search" className="text-[14px] font-semibold">
          Search by title or slug
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="news-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. monsoon or monsoon-reaches-kerala"
            autoComplete="off"
            className={`${inputClass()} pl-9`}
          />
        </div>
      </form>
    </search>
  );
}
