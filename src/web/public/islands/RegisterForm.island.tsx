import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldError, fieldClass } from '../components/FieldError';
import { BUTTON, CodeStep, Notice, SignedIn } from '../components/SignInSteps';
import { fieldErrorsOf, messageOf, readerCall } from '../reader/api';
import type { ReaderSession } from '../reader/session';

const FIELDS = ['name', 'email', 'location'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', location: 'Location (optional)' };
const AUTOCOMPLETE: Record<Field, string> = { name: 'name', email: 'email', location: 'address-level2' };

/**
 * /register (docs/product.md, Reader accounts on the site): name, email and location, then the mailed code, then
 * signed in. The rules and their words are the shared schema's, checked by the API: its message for
 * each field shows under that field, so zod is not shipped to the browser (decision 166).
 */
export default function RegisterForm() {
  const id = 'register';
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Values>({ name: '', email: '', location: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [awake, setAwake] = useState(false);
  const [sent, setSent] = useState<{ values: Values; message: string } | null>(null);
  const [session, setSession] = useState<ReaderSession | null>(null);

  useEffect(() => setAwake(true), []);

  const register = async (body: Values) => (await readerCall('post', '/api/v1/auth/register', body)).message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = { name: values.name.trim(), email: values.email.trim(), location: values.location.trim() };
    setBusy(true);
    setRefusal(undefined);
    try {
      setSent({ values: trimmed, message: await register(trimmed) });
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      const firstInvalid = FIELDS.find((field) => found[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      else setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (session) return <SignedIn session={session} />;
  if (sent)
    return (
      <CodeStep
        idPrefix={id}
        email={sent.values.email}
        sentMessage={sent.message}
        resend={() => register(sent.values)}
        onSignedIn={setSession}
        onBack={() => setSent(null)}
      />
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {refusal && <Notice tone="error" text={refusal} />}
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="mb-1 block font-bold">
            {LABELS[field]}
          </label>
          <input
            ref={(element) => {
              inputs.current[field] = element;
            }}
            id={`${id}-${field}`}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            inputMode={field === 'email' ? 'email' : undefined}
            autoCapitalize={field === 'email' ? 'none' : undefined}
            spellCheck={field === 'email' ? false : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            required={field !== 'location'}
            value={values[field]}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
              if (errors[field]) setErrors({ ...errors, [field]: undefined });
            }}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            className={fieldClass(Boolean(errors[field]))}
          />
          <FieldError id={`${id}-${field}-error`} message={errors[field]} />
        </div>
      ))}
      <button type="submit" disabled={!awake || busy} aria-busy={busy} className={`${BUTTON} w-full`}>
        {busy ? 'Sending…' : 'Register'}
      </button>
    </form>
  );
}
