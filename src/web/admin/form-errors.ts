import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../shared/api-client';

/**
 * Puts the server's per-field messages (a 400's `errors`, docs/product.md, API conventions) under the form's own fields, so a
 * rule only the server checks reads like any other. True when at least one field got a message.
 */
export function showServerFieldErrors<Fields extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Fields>[],
  setError: UseFormSetError<Fields>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
