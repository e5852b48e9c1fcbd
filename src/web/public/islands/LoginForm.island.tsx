import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  LOGIN_EMAIL_REQUIRED,
  LOGIN_FAILED,
  LOGIN_FAILED_FALLBACK,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_SUCCEEDED,
  LOGIN_SUCCEEDED_TEXT,
} from '../../../shared/login-form';
import { hasStoredToken, storeSession } from '../../shared/session';
import { FieldError, fieldClass } from '../components/FieldError';
import { Popup } from '../components/Popup';

const DASHBOARD = '/admin/dashboard';
/** Success popups close after 2000 ms (docs/product.md, Sign-in and sessions). */
const SUCCESS_POPUP_MS = 2000;

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;
type Outcome = { signedIn: true } | { signedIn: false; message: string };
type LoginAnswer = { success?: boolean; message?: string; token?: string; user?: object };

async function signIn(email: string, password: string): Promise<Outcome> {
  try {
    const response = await fetch('/api/v1/auth/login', {
      method: 'POST',
      // Keeps the device cookie the server sets, which lets this browser in while others are locked out (decision 141).
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const answer = (await response.json().catch(() => ({}))) as LoginAnswer;
    if (answer.success === true && answer.token && answer.user) {
      storeSession(answer.token, answer.user);
      return { signedIn: true };
    }
    return { signedIn: false, message: answer.message || LOGIN_FAILED_FALLBACK };
  } catch {
    return { signedIn: false, message: LOGIN_FAILED_FALLBACK };
  }
}

/**
 * The admin login form (docs/product.md, Sign-in and sessions): both fields required, the password can be
 * shown, the answer is a popup; a stored token goes straight to the dashboard. The server HTML
 * keeps the button disabled until this wakes, so a password is never sent as a plain form post.
 */
export default function LoginForm() {
  const [awake, setAwake] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => {
    // docs/product.md, Sign-in and sessions: the guard on /login sends a signed-in admin on to the dashboard.
    if (hasStoredToken()) window.location.replace(DASHBOARD);
    else setAwake(true);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: Errors = {};
    if (!email) found.email = LOGIN_EMAIL_REQUIRED;
    if (!password) found.password = LOGIN_PASSWORD_REQUIRED;
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setBusy(true);
    setOutcome(await signIn(email, password));
    setBusy(false);
  }

  const clearError = (field: Field) => () => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <>
      <form method="post" noValidate onSubmit={submit} className="space-y-5">
        <div>
          <label htmlFor="login-email" className="mb-1 block font-bold">
            Email
          </label>
          <input
            ref={(element) => {
              inputs.current.email = element;
            }}
            id="login-email"
            name="email"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Enter email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            onInput={clearError('email')}
            className={fieldClass(Boolean(errors.email))}
          />
          <FieldError id="login-email-error" message={errors.email} />
        </div>
        <div>
          <label htmlFor="login-password" className="mb-1 block font-bold">
            Password
          </label>
          <div className="relative">
            <input
              ref={(element) => {
                inputs.current.password = element;
              }}
              id="login-password"
              name="password"
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="Enter password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              onInput={clearError('password')}
              className={`${fieldClass(Boolean(errors.password))} pr-20`}
            />
            <button
              type="button"
              aria-controls="login-password"
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown(!passwordShown)}
              className="absolute inset-y-1 right-1 min-w-16 rounded px-3 text-[15px] font-bold text-brand hover:bg-panel"
            >
              {passwordShown ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          </div>
          <FieldError id="login-password-error" message={errors.password} />
        </div>
        <button
          type="submit"
          disabled={!awake}
          aria-busy={busy}
          className="w-full rounded bg-brand px-4 py-3 text-lg font-bold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
      {outcome?.signedIn === true && (
        <Popup
          tone="success"
          title={LOGIN_SUCCEEDED}
          text={LOGIN_SUCCEEDED_TEXT}
          closeAfterMs={SUCCESS_POPUP_MS}
          onClose={() => window.location.assign(DASHBOARD)}
        />
      )}
      {outcome?.signedIn === false && (
        <Popup tone="error" title={LOGIN_FAILED} text={outcome.message} onClose={() => setOutcome(null)} />
      )}
    </>
  );
}
