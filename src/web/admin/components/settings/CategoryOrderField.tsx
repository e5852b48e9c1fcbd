import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import type { Category } from '../../../shared/api-entities';
import { Button, inputClass } from '../ui';

/**
 * An ordered choice of categories (the home page's sections): add from a list, move up or down,
 * remove. Every control is a real button with a name, so the order can be set from the keyboard.
 */
export function CategoryOrderField({
  id,
  label,
  help,
  value,
  onChange,
  categories,
  max,
  error,
}: {
  id: string;
  label: string;
  help: string;
  value: string[];
  onChange: (ids: string[]) => void;
  categories: Category[];
  max: number;
  error?: string;
}) {
  const [candidate, setCandidate] = useState('');
  const names = new Map(categories.map((category) => [category._id, category.name]));
  const available = categories.filter((category) => !value.includes(category._id));
  const move = (from: number, to: number) => {
    const next = [...value];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  const add = () => {
    if (candidate === '' || value.length >= max) return;
    onChange([...value, candidate]);
    setCandidate('');
  };

  return (
    // min-w-0: a fieldset is otherwise as wide as its longest category name, wider than a phone.
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend className="text-[14px] font-semibold">{label}</legend>
      <p id={`${id}-help`} className="text-[13px] text-muted">
        {help}
      </p>
      <ol className="flex flex-col gap-1.5" aria-label={`${label}, in order`}>
        {value.length === 0 && <li className="text-[15px] text-muted">None chosen.</li>}
        {value.map((categoryId, index) => {
          const name = names.get(categoryId) ?? categoryId;
          return (
            <li
              key={categoryId}
              className="flex items-center gap-2 rounded-md border border-hairline bg-neutral-50 py-1 pr-1 pl-3"
            >
              <span className="w-6 text-[14px] text-muted tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate text-[15px] font-semibold">{name}</span>
              <Button
                variant="quiet"
                className="px-2"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="quiet"
                className="px-2"
                aria-label={`Move ${name} down`}
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="quiet"
                className="px-2"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(value.filter((other) => other !== categoryId))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          Category to add to {label}
        </label>
        <select
          id={`${id}-add`}
          value={candidate}
          onChange={(event) => setCandidate(event.target.value)}
          className={`${inputClass()} min-w-0`}
          disabled={value.length >= max}
        >
          <option value="">{value.length >= max ? `All ${max} chosen` : 'Choose a category…'}</option>
          {available.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={add} disabled={candidate === '' || value.length >= max}>
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-brand">
          {error}
        </p>
      )}
    </fieldset>
  );
}
