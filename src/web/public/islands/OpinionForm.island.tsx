import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_LOCATION_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  EMAIL_PATTERN,
} from '../../../shared/contact-form';
import type { opinionMessages } from '../../../shared/messages/opinion';
import { FieldError, fieldClass } from '../components/FieldError';
import { type IslandWords, type WordWriter, wordWriter } from '../island-words';

/** The form's words in the page's language (`shared/messages/opinion.ts`). */
export type OpinionWords = IslandWords<keyof typeof opinionMessages>;
type Word = keyof typeof opinionMessages;

const FIELDS = ['name', 'email', 'location', 'message', 'captchaAnswer'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
type Values = Record<Field, string>;

type Challenge = { a: number; b: number; token: string };
type Captcha = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & Challenge);
type Notice = { tone: 'info' | 'success' | 'error'; text: string };
type SendAnswer = { success?: boolean; message?: string; errors?: Record<string, string> };

const ID = (field: Field) => `opinion-${field}`;
const ERROR_ID = (field: Field) => `opinion-${field}-error`;

async function fetchChallenge(lang: string): Promise<Challenge | null> {
  try {
    const response = await fetch('/api/v1/contact/captcha', {
      cache: 'no-store',
      headers: { 'accept-language': lang },
    });
    const answer = (await response.json()) as Partial<Challenge> & { success?: boolean };
    if (answer.success !== true || !answer.a || !answer.b || !answer.token) return null;
    return { a: answer.a, b: answer.b, token: answer.token };
  } catch {
    return null;
  }
}

/** The form's rules and messages (docs/product.md, Your opinion form), checked before anything is sent; the server checks them again. */
function validate(values: Values, captcha: Captcha, w: WordWriter<Word>): Errors {
  const errors: Errors = {};
  if (!values.name) errors.name = w('nameRequired');
  if (!values.email) errors.email = w('emailRequired');
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = w('emailInvalid');
  if (!values.location) errors.location = w('locationRequired');
  if (!values.message) errors.message = w('messageRequired');
  if (captcha.state === 'failed') errors.captchaAnswer = w('captchaUnavailable');
  else if (!values.captchaAnswer || captcha.state === 'loading') errors.captchaAnswer = w('captchaRequired');
  else if (!/^\d{1,3}$/.test(values.captchaAnswer) || Number(values.captchaAnswer) !== captcha.a + captcha.b) {
    errors.captchaAnswer = w('captchaIncorrect');
  }
  return errors;
}

/** The server's field errors; a token problem is the captcha's, like everything about it. */
function serverErrors(answer: SendAnswer): Errors {
  const errors: Errors = {};
  for (const [key, text] of Object.entries(answer.errors ?? {})) {
    const field = key === 'captchaToken' ? 'captchaAnswer' : key;
    if ((FIELDS as readonly string[]).includes(field)) errors[field as Field] ??= text;
  }
  return errors;
}

/**
 * The 'Your opinion' form (docs/product.md, Your opinion form). The captcha is fetched here, in the browser: the
 * page around it is cached and shared, and a challenge is good for one reader and one attempt
 * (docs/decisions/045, 087). After a send that reached the server, right or wrong, the form takes
 * a new challenge; after a success it is also emptied.
 */
export default function OpinionForm({ words }: { words: OpinionWords }) {
  const w = wordWriter(words);
  const [awake, setAwake] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha>({ state: 'loading' });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const loadingCaptcha = useRef(false);

  async function newCaptcha() {
    if (loadingCaptcha.current) return;
    loadingCaptcha.current = true;
    setCaptcha({ state: 'loading' });
    const answerInput = inputs.current.captchaAnswer;
    if (answerInput) answerInput.value = '';
    const challenge = await fetchChallenge(words.lang);
    setCaptcha(challenge ? { state: 'ready', ...challenge } : { state: 'failed' });
    loadingCaptcha.current = false;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one challenge when the form wakes
  useEffect(() => {
    setAwake(true);
    void newCaptcha();
  }, []);

  function showErrors(found: Errors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()])) as Values;
    const found = validate(values, captcha, w);
    if (Object.keys(found).length > 0 || captcha.state !== 'ready') {
      setNotice(null);
      showErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    setNotice({ tone: 'info', text: w('sending') });
    try {
      const response = await fetch('/api/v1/contact/create', {
        method: 'POST',
        // The server answers in the page's language (its messages' catalogue).
        headers: { 'content-type': 'application/json', 'accept-language': words.lang },
        body: JSON.stringify({ ...values, captchaAnswer: Number(values.captchaAnswer), captchaToken: captcha.token }),
      });
      const answer = (await response.json().catch(() => ({}))) as SendAnswer;
      if (answer.success === true) {
        form.reset();
        setNotice({ tone: 'success', text: answer.message || '' });
      } else {
        const fieldErrors = serverErrors(answer);
        showErrors(fieldErrors);
        const described = Object.values(fieldErrors).includes(answer.message ?? '');
        setNotice(described ? null : { tone: 'error', text: answer.message || w('notAdded') });
      }
    } catch {
      setNotice({ tone: 'error', text: w('sendFailed') });
    }
    setSending(false);
    // The challenge was spent by this attempt, whatever its outcome.
    await newCaptcha();
  }

  const field = (name: Field) => ({
    id: ID(name),
    name,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = element;
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? ERROR_ID(name) : undefined,
    onInput: () => {
      if (errors[name]) setErrors({ ...errors, [name]: undefined });
    },
    className: fieldClass(Boolean(errors[name])),
  });

  const label = (name: Exclude<Field, 'captchaAnswer'>) => (
    <label htmlFor={ID(name)} className="mb-1 block font-bold">
      {w(name)}
    </label>
  );

  const question = captcha.state === 'ready' ? `${captcha.a} + ${captcha.b}` : '… + …';
  const captchaError = errors.captchaAnswer ?? (captcha.state === 'failed' ? w('captchaUnavailable') : undefined);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div>
        {label('name')}
        <input {...field('name')} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} />
        <FieldError id={ERROR_ID('name')} message={errors.name} />
      </div>
      <div>
        {label('email')}
        <input {...field('email')} type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} />
        <FieldError id={ERROR_ID('email')} message={errors.email} />
      </div>
      <div className="sm:col-span-2">
        {label('location')}
        <input {...field('location')} type="text" autoComplete="address-level2" maxLength={CONTACT_LOCATION_MAX} />
        <FieldError id={ERROR_ID('location')} message={errors.location} />
      </div>
      <div className="sm:col-span-2">
        {label('message')}
        <textarea {...field('message')} rows={5} maxLength={CONTACT_MESSAGE_MAX} />
        <FieldError id={ERROR_ID('message')} message={errors.message} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={ID('captchaAnswer')} className="mb-1 block font-bold">
          {w('captcha', { question })}
        </label>
        <div className="flex max-w-xs gap-2">
          <input
            {...field('captchaAnswer')}
            aria-invalid={captchaError ? true : undefined}
            aria-describedby={captchaError ? ERROR_ID('captchaAnswer') : undefined}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
          />
          <button
            type="button"
            onClick={() => void newCaptcha()}
            className="shrink-0 rounded border border-[#8a8a8a] px-3 text-[15px] font-bold hover:bg-panel disabled:opacity-60"
          >
            {w('newCaptcha')}
          </button>
        </div>
        <FieldError id={ERROR_ID('captchaAnswer')} message={captchaError} />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={!awake}
          aria-busy={sending}
          className="rounded bg-brand px-8 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {w('send')}
        </button>
        <p
          id="opinion-notice"
          aria-live="polite"
          className={`min-h-[1.7em] ${notice?.tone === 'error' ? 'text-brand' : notice?.tone === 'success' ? 'font-bold text-green-800' : 'text-muted'}`}
        >
          {notice?.text}
        </p>
      </div>
    </form>
  );
}
