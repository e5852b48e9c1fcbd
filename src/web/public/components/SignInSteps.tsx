import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type WordWriter, wordWriter } from '../island-words';
import { fieldErrorsOf, messageOf, readerCall } from '../reader/api';
import type { SignInStepWords } from '../reader/reader-words';
import { type ReaderSession, storeReaderSession } from '../reader/session';
import { resendWait } from '../reader/sign-in-link';
import { FieldError, fieldClass } from './FieldError';

/** A new code may be asked for a minute after the last (the API's limit: docs/product.md, Reader accounts on the site). */
const RESEND_AFTER_S = 60;
/** The code's digits (the API's `CODE_LENGTH`, kept here so zod stays out of the browser: decision 166). */
const CODE_DIGITS = 6;

export const BUTTON =
  'rounded bg-brand px-4 py-2.5 text-[17px] font-bold text-white hover:bg-brand-dark disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded border border-[#8a8a8a] bg-white px-4 py-2.5 text-[17px] font-bold text-ink hover:bg-panel disabled:opacity-60';
const LINK_BUTTON = 'font-bold text-brand underline disabled:text-muted disabled:no-underline';

/** A line the reader should hear when it changes: what was sent, or why it was not. */
export function Notice({ text, tone }: { text: string; tone: 'info' | 'error' }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`text-[15px] ${tone === 'error' ? 'text-brand' : ''}`}>
      {text}
    </p>
  );
}

type Words = { words: SignInStepWords };
type Writer = WordWriter<keyof SignInStepWords['messages']>;

/**
 * Signed in: who, and where to go next; with `onSignOut`, a button that signs out here (a signed-in
 * reader opening /register sees this instead of the form).
 */
export function SignedIn({ session, words, onSignOut }: Words & { session: ReaderSession; onSignOut?: () => void }) {
  const w = wordWriter(words);
  return (
    <div className="space-y-4">
      <Notice tone="info" text={w('signedInAs', { name: session.user.name })} />
      <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-[15px]">
        <a href="/account" className="font-bold text-brand underline">
          {w('yourAccount')}
        </a>
        <a href="/" className="underline">
          {w('backHome')}
        </a>
        {onSignOut && (
          <button type="button" onClick={onSignOut} className={LINK_BUTTON}>
            {w('signOut')}
          </button>
        )}
      </p>
    </div>
  );
}

type Said = { text: string; tone: 'info' | 'error' } | null;

/** Seconds until `until` (epoch ms), counted down once a second; 0 once it has passed. */
function useSecondsUntil(until: number): number {
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
}

/**
 * Ids are named by the island, not by `useId`: the server renders every island inside one page tree
 * and the browser hydrates each as its own root, so generated ids would differ between the two.
 */
type IdPrefix = { idPrefix: string };

/** 'Resend code in 0:42', or 'Resend code' once the wait is over. */
function resendLabel(w: Writer, secondsLeft: number): string {
  return secondsLeft > 0 ? w('resendCodeIn', { wait: resendWait(secondsLeft) }) : w('resendCode');
}

type CodeStepProps = IdPrefix &
  Words & {
    email: string;
    /** The server's answer to the request that sent the code. */
    sentMessage: string;
    /** Asks for another code the way the first was asked for; answers the server's message. */
    resend: () => Promise<string>;
    onSignedIn: (session: ReaderSession) => void;
    /** Back to the step before, to correct the email. */
    onBack: () => void;
  };

/**
 * The second step of every sign-in (docs/product.md, Reader accounts on the site): the 6-digit code from the
 * mail (numeric keyboard, filled in by the phone from the message where it can), a resend after a
 * minute with the wait counted down, the server's words for a wrong, spent or limited code.
 */
export function CodeStep({ idPrefix: id, words, email, sentMessage, resend, onSignedIn, onBack }: CodeStepProps) {
  const w = wordWriter(words);
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState<Said>({ text: sentMessage, tone: 'info' });
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_AFTER_S * 1000);
  const secondsLeft = useSecondsUntil(resendAt);

  // Focus moves before the step is painted, not a frame later.
  useLayoutEffect(() => field.current?.focus(), []);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    setBusy(true);
    try {
      const answer = await readerCall('post', '/api/v1/auth/verifyotp', { email, otp });
      const session = { token: answer.token, user: answer.user };
      storeReaderSession(session);
      onSignedIn(session);
    } catch (error) {
      setCodeError(fieldErrorsOf(error).otp ?? messageOf(error));
      setBusy(false);
      field.current?.focus();
    }
  }

  async function sendAgain() {
    setResendAt(Date.now() + RESEND_AFTER_S * 1000);
    setCodeError(undefined);
    try {
      setSaid({ text: await resend(), tone: 'info' });
    } catch (error) {
      setSaid({ text: messageOf(error), tone: 'error' });
    }
  }

  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      {said && <Notice {...said} />}
      <div>
        <label htmlFor={`${id}-otp`} className="mb-1 block font-bold">
          {w('codeLabel')}
        </label>
        <p id={`${id}-otp-help`} className="mb-2 text-[15px] text-muted">
          {w('sentTo')}{' '}
          <span lang="en" className="break-all font-semibold text-ink">
            {email}
          </span>
        </p>
        <input
          ref={field}
          id={`${id}-otp`}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_DIGITS}
          required
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-otp-help ${id}-otp-error` : `${id}-otp-help`}
          onInput={() => setCodeError(undefined)}
          className={`${fieldClass(Boolean(codeError))} max-w-48 text-center font-mono text-2xl tracking-[0.3em]`}
        />
        <FieldError id={`${id}-otp-error`} message={codeError} />
      </div>
      <button type="submit" aria-busy={busy} disabled={busy} className={`${BUTTON} w-full`}>
        {busy ? w('signingIn') : w('signIn')}
      </button>
      <p className="flex flex-wrap justify-between gap-3 text-[15px]">
        <button type="button" onClick={sendAgain} disabled={secondsLeft > 0} className={LINK_BUTTON}>
          {resendLabel(w, secondsLeft)}
        </button>
        <button type="button" onClick={onBack} className={LINK_BUTTON}>
          {w('otherEmail')}
        </button>
      </p>
    </form>
  );
}

type SignInStepsProps = IdPrefix &
  Words & {
    onSignedIn: (session: ReaderSession) => void;
  };

/** Email, then the code: sign-in for a reader who has an account (the header's dialog and /signin). */
export function SignInSteps({ idPrefix: id, words, onSignedIn }: SignInStepsProps) {
  const w = wordWriter(words);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const sendCode = async (to: string) => (await readerCall('post', '/api/v1/auth/sentotp', { email: to })).message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const to = email.trim();
    setBusy(true);
    try {
      setSent({ email: to, message: await sendCode(to) });
    } catch (error) {
      setEmailError(fieldErrorsOf(error).email ?? messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <CodeStep
        idPrefix={id}
        words={words}
        email={sent.email}
        sentMessage={sent.message}
        resend={() => sendCode(sent.email)}
        onSignedIn={onSignedIn}
        onBack={() => setSent(null)}
      />
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block font-bold">
          {w('email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          className={fieldClass(Boolean(emailError))}
        />
        <FieldError id={`${id}-email-error`} message={emailError} />
      </div>
      <button type="submit" aria-busy={busy} disabled={busy} className={`${BUTTON} w-full`}>
        {busy ? w('sending') : w('sendCode')}
      </button>
      <p className="text-[15px]">
        {w('newHere')}{' '}
        <a href="/register" className="font-bold text-brand underline">
          {w('register')}
        </a>
      </p>
    </form>
  );
}
