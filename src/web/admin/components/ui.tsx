import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The screen's title and, at the right, what acts on the whole screen (docs/product.md, Look and words). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children && <div className="flex items-center gap-2">{children}</div>}
    </header>
  );
}

/** A card around a create form or a table; its title names it as a region for assistive technology. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`mb-6 rounded-lg border border-hairline bg-white p-3 shadow-sm sm:p-5 ${className}`}
    >
      {title && (
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' | 'quiet' };

const BUTTON_VARIANTS = {
  primary: 'bg-brand text-white hover:bg-brand-dark disabled:bg-neutral-400',
  secondary: 'border border-neutral-400 bg-white text-ink hover:bg-neutral-100 disabled:text-neutral-400',
  danger: 'border border-brand bg-white text-brand hover:bg-brand hover:text-white disabled:opacity-50',
  quiet: 'text-ink hover:bg-neutral-100 disabled:text-neutral-400',
} as const;

/** Primary red, secondary outlined (docs/product.md, Look and words); `type="button"` unless a form's submit asks otherwise. */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-[15px] font-semibold transition-colors disabled:cursor-not-allowed ${BUTTON_VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}

/**
 * A label above its field, help and the error under it in red, required marked with * (docs/product.md, Look and words).
 * `children` receives the ids to wire: the field's id and the id of its description for aria-describedby.
 */
export function Field({
  id,
  label,
  required,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  help?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[14px] font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-brand">
            {' '}
            *
          </span>
        )}
      </label>
      {children(described)}
      {help && (
        <p id={`${id}-help`} className="text-[13px] text-muted">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-brand" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of every text box and select; red-bordered when its field is invalid. */
export function inputClass(invalid = false): string {
  return `w-full rounded-md border bg-white px-3 py-2 text-[15px] ${invalid ? 'border-brand' : 'border-neutral-400'}`;
}

/** What a registered field needs beyond its element: the label, help and error around it, and its form binding. */
type RegisteredField = {
  id: string;
  label: string;
  required?: boolean;
  help?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** The element's own attributes, less those the field sets itself (binding, look, aria wiring). */
type NativeAttributes<Attributes> = Omit<
  Attributes,
  keyof RegisteredField | 'name' | 'onChange' | 'onBlur' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

type WiredAttributes = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
};

/**
 * Draws `element` in its `Field`, given its own attributes plus the binding, look and aria wiring.
 * The caller's attributes come after the binding, so a `disabled` the screen works out wins.
 */
function wiredField<Attributes>(
  { id, label, required, help, error, registration, ...native }: RegisteredField & NativeAttributes<Attributes>,
  element: (attributes: WiredAttributes) => ReactNode,
) {
  return (
    <Field id={id} label={label} required={required} help={help} error={error}>
      {(describedBy) =>
        element({
          id,
          ...registration,
          ...native,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy,
          className: inputClass(Boolean(error)),
        })
      }
    </Field>
  );
}

/** A labelled text box bound to react-hook-form; `required` marks the label, the schema does the checking. */
export function InputField(props: RegisteredField & NativeAttributes<InputHTMLAttributes<HTMLInputElement>>) {
  return wiredField(props, (attributes) => <input {...attributes} />);
}

/** A labelled multi-line text box bound to react-hook-form. */
export function TextAreaField(props: RegisteredField & NativeAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return wiredField(props, (attributes) => <textarea {...attributes} />);
}

/** A labelled select bound to react-hook-form; `children` are its options. */
export function SelectField(props: RegisteredField & NativeAttributes<SelectHTMLAttributes<HTMLSelectElement>>) {
  return wiredField(props, (attributes) => <select {...attributes} />);
}

/** A form's submit button, disabled while it is sent, and a Cancel beside it when the form can be left. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  className,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

/** The screen a missing permission shows (docs/product.md, Back-office layout). */
export function AccessDenied() {
  return (
    <div role="alert" className="rounded-lg border border-hairline bg-white p-8 text-center">
      <p className="text-xl font-semibold">Access denied</p>
    </div>
  );
}

/** A list or form that could not load: the server's message (a 403 says why), in place of the content. */
export function LoadError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-brand bg-red-50 px-4 py-3 text-[15px] text-brand">
      {error.message}
    </p>
  );
}
