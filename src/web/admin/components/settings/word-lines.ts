import type { FieldError, Merge } from 'react-hook-form';

/** A textarea's words or phrases, one a line: trimmed, blank lines left out. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

type ListError = Merge<FieldError, (FieldError | undefined)[]> | undefined;

/** The message of a list's error: the list's own, or the first word's, naming its line among the words kept. */
export function wordListMessage(error: ListError): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  if (!Array.isArray(error)) return undefined;
  const line = error.findIndex((item) => item?.message);
  return line === -1 ? undefined : `Word ${line + 1}: ${error[line]?.message}`;
}
