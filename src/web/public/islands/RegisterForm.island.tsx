import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { LangCode } from '../../../shared/language';
import { FieldError, fieldClass } from '../components/FieldError';
import { MailLanguage } from '../components/MailLanguage';
import { BUTTON, CodeStep, Notice, SignedIn } from '../components/SignInSteps';
import { type IslandWords, wordWriter } from '../island-words';
import { fieldErrorsOf, messageOf, readerCall } from '../reader/api';
import type { REGISTER_FORM_WORDS } from '../reader/reader-words';
import { forgetReaderSession, type ReaderSession, readReaderSession } from '../reader/session';

const FIELDS = ['name', 'email', 'location'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { language: LangCode };

const LABELS = { name: 'name', email: 'email', location: 'locationOptional' } as const;
const AUTOCOMPLETE: Record<Field, string> = { name: 'name', email: 'email', location: 'address-level2' };

type Words = IslandWords<(typeof REGISTER_FORM_WORDS)[number]>;

type View = { step: 'waking' } | { step: 'form' } | { step: 'signed-in'; session: ReaderSession };

/**
 * /register (docs/product.md, Reader accounts on the site): name, email, location and the language of
 * the mails (the page's, unless the reader picks the other), then the mailed code, then signed in.
 * A reader already signed in is told so, with their account and a sign-out, not an empty form.
 * The rules and their words are the shared schema's, checked by the API: its message for each
 * field shows under that field, so zod is not shipped to the browser (decision 166).
 */
export default function RegisterForm({ words }: { words: Words }) {
  const w = wordWriter(words);
  const id = 'register';
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Values>({ name: '', email: '', location: '', language: words.lang });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View>({ step: 'waking' });
  const [sent, setSent] = useState<{ values: Values; message: string } | null>(null);

  useEffect(() => {
    const session = readReaderSession();
    setView(session ? { step: 'signed-in', session } : { step: 'form' });
  }, []);

  const register = async (body: Values) => (await readerCall('post', '/api/v1/auth/register', body)).message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      location: values.location.trim(),
      language: values.language,
    };
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

  if (view.step === 'signed-in')
    return (
      <SignedIn
        session={view.session}
        words={words}
        onSignOut={() => {
          forgetReaderSession();
          setView({ step: 'form' });
        }}
      />
    );
  if (sent)
    return (
      <CodeStep
        idPrefix={id}
        words={words}
        email={sent.values.email}
        sentMessage={sent.message}
        resend={() => register(sent.values)}
        onSignedIn={(session) => {
          setSent(null);
          setView({ step: 'signed-in', session });
        }}
        onBack={() => setSent(null)}
      />
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {refusal && <Notice tone="error" text={refusal} />}
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="mb-1 block font-bold">
            {w(LABELS[field])}
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
      <MailLanguage
        id={id}
        legend={w('mailLanguage')}
        value={values.language}
        onChange={(language) => setValues({ ...values, language })}
      />
      <button type="submit" disabled={view.step === 'waking' || busy} aria-busy={busy} className={`${BUTTON} w-full`}>
        {busy ? w('sending') : w('register')}
      </button>
      <p className="pt-2 text-[15px]">
        {w('alreadyRegistered')}{' '}
        <a href="/signin" className="font-bold text-brand underline">
          {w('signIn')}
        </a>
      </p>
    </form>
  );
}
