import { useState } from 'react';
import type { FieldError, Merge } from 'react-hook-form';
import { Field, inputClass } from '../ui';
import { linesOf, wordListMessage } from './word-lines';

/**
 * A list of words or phrases edited as one a line. While typing the text stays as typed (a line being
 * started is kept), and leaving the box shows it as it will be saved; a list changed from outside (a
 * reset) is shown anew.
 */
export function WordListField({
  id,
  label,
  help,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  help: string;
  value: string[];
  onChange: (words: string[]) => void;
  onBlur: () => void;
  error: Merge<FieldError, (FieldError | undefined)[]> | undefined;
}) {
  const [text, setText] = useState(value.join('\n'));
  const shown = linesOf(text).join('\n') === value.join('\n') ? text : value.join('\n');
  const message = wordListMessage(error);
  return (
    <Field id={id} label={label} help={help} error={message}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={6}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            onChange(linesOf(event.target.value));
          }}
          onBlur={() => {
            setText(linesOf(shown).join('\n'));
            onBlur();
          }}
          aria-invalid={Boolean(message)}
          aria-describedby={describedBy}
          className={inputClass(Boolean(message))}
        />
      )}
    </Field>
  );
}
