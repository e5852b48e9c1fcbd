import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../ui';

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
    <InputField
      id={id}
      label={label}
      required={required}
      help={help}
      error={error?.message}
      registration={registration}
      type={type}
      inputMode={type === 'url' ? 'url' : undefined}
      placeholder={type === 'url' ? 'https://' : undefined}
    />
  );
}
