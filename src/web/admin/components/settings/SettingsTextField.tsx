import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from '../ui';

/** One line of text or a link, labelled, with its error under it. */
export function SettingsTextField({
  id,
  label,
  registration,
  error,
  help,
  type = 'url',
  required,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  help?: string;
  type?: 'url' | 'text';
  required?: boolean;
}) {
  return (
    <Field id={id} label={label} error={error?.message} help={help} required={required}>
      {(describedBy) => (
        <input
          id={id}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          placeholder={type === 'url' ? 'https://' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={inputClass(Boolean(error))}
          {...registration}
        />
      )}
    </Field>
  );
}
