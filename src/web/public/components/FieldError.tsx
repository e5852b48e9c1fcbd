/** A form field's look, red-bordered while its value is in error. */
export function fieldClass(invalid: boolean): string {
  return `block w-full rounded border bg-white px-3 py-2 text-ink placeholder:text-[#767676] ${
    invalid ? 'border-brand' : 'border-[#8a8a8a]'
  }`;
}

/**
 * The message under a field, tied to it by `aria-describedby` (the field names this id). The
 * element is there only while there is a message, so an empty form is not read out as errors.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-[15px] text-brand">
      {message}
    </p>
  );
}
