import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { formatArticleDate } from '../../../shared/dates';
import type { LangCode } from '../../../shared/language';
import type { ReaderAccount } from '../../../shared/schemas/reader-auth';
import { FieldError, fieldClass } from '../components/FieldError';
import { MailLanguage } from '../components/MailLanguage';
import { OwnComments } from '../components/OwnComments';
import { BUTTON, Notice, SECONDARY_BUTTON } from '../components/SignInSteps';
import { type IslandWords, type WordWriter, wordWriter } from '../island-words';
import { fieldErrorsOf, messageOf, readerCall } from '../reader/api';
import type { ACCOUNT_PANEL_WORDS } from '../reader/reader-words';
import { forgetReaderSession, onReaderSessionChange, readReaderSession, storeReaderSession } from '../reader/session';

type Words = IslandWords<(typeof ACCOUNT_PANEL_WORDS)[number]>;
type Writer = WordWriter<keyof Words['messages']>;

type Said = { text: string; tone: 'info' | 'error' } | null;

type View =
  | { step: 'waking' }
  | { step: 'signed-out'; message?: string }
  | { step: 'failed'; message: string }
  | { step: 'ready'; account: ReaderAccount };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-hairline pt-5">
      <h2 className="text-[20px] font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Name, location, the reply mail choice and the mails' language, saved with `PUT /account`; the header's name follows. */
function ProfileForm({
  w,
  account,
  onSaved,
}: {
  w: Writer;
  account: ReaderAccount;
  onSaved: (account: ReaderAccount) => void;
}) {
  const id = 'account';
  const [language, setLanguage] = useState<LangCode>(account.language);
  const [errors, setErrors] = useState<{ name?: string; location?: string }>({});
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setSaid(null);
    try {
      const answer = await readerCall('put', '/api/v1/account', {
        name: String(form.get('name') ?? ''),
        location: String(form.get('location') ?? ''),
        replyMail: form.get('replyMail') === 'on',
        language,
      });
      setErrors({});
      setSaid({ text: answer.message ?? w('saved'), tone: 'info' });
      onSaved(answer.account);
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      if (!found.name && !found.location) setSaid({ text: messageOf(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <p>
        <span className="font-bold">{w('emailLabel')}</span>{' '}
        <span lang="en" className="break-all">
          {account.email}
        </span>
      </p>
      {(['name', 'location'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="mb-1 block font-bold">
            {w(field === 'name' ? 'name' : 'locationOptional')}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            defaultValue={account[field]}
            autoComplete={field === 'name' ? 'name' : 'address-level2'}
            required={field === 'name'}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            className={fieldClass(Boolean(errors[field]))}
          />
          <FieldError id={`${id}-${field}-error`} message={errors[field]} />
        </div>
      ))}
      <label className="flex items-start gap-3">
        <input
          name="replyMail"
          type="checkbox"
          defaultChecked={account.replyMail}
          className="mt-1.5 size-5 shrink-0 accent-brand"
        />
        <span>{w('replyMail')}</span>
      </label>
      <MailLanguage id={id} legend={w('mailLanguage')} value={language} onChange={setLanguage} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} aria-busy={busy} className={BUTTON}>
          {busy ? w('saving') : w('save')}
        </button>
        {said && <Notice {...said} />}
      </div>
    </form>
  );
}

/** The JSON of `GET /account/export`, saved as a file under the name the day gives it. */
async function downloadMyData(): Promise<void> {
  const data = await readerCall('get', '/api/v1/account/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = `account-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/** A button that calls the API and says what went wrong beside it. */
function ActionButton({
  label,
  busyLabel,
  act,
  className,
}: {
  label: string;
  busyLabel: string;
  act: () => Promise<void>;
  className: string;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();

  async function run() {
    setBusy(true);
    setRefusal(undefined);
    try {
      await act();
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={run} disabled={busy} aria-busy={busy} className={className}>
        {busy ? busyLabel : label}
      </button>
      {refusal && <Notice tone="error" text={refusal} />}
    </div>
  );
}

/** 'Delete my account', then a confirmation that asks what becomes of the reader's comments. */
function DeleteAccount({ w, onDeleted }: { w: Writer; onDeleted: (message: string) => void }) {
  const id = 'account-delete';
  const [confirming, setConfirming] = useState(false);
  const [comments, setComments] = useState<'remove' | 'keep'>('remove');

  if (!confirming)
    return (
      <button type="button" onClick={() => setConfirming(true)} className={SECONDARY_BUTTON}>
        {w('deleteAccount')}
      </button>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded border-2 border-brand p-4">
      <h3 id={`${id}-title`} className="font-bold">
        {w('deleteConfirm')}
      </h3>
      <p className="text-[15px]">{w('deleteConfirmText')}</p>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-bold">{w('yourComments')}</legend>
        <label className="flex items-start gap-3">
          <input
            type="radio"
            name={`${id}-comments`}
            checked={comments === 'remove'}
            onChange={() => setComments('remove')}
            className="mt-1.5 size-5 shrink-0 accent-brand"
          />
          <span>{w('removeComments')}</span>
        </label>
        <label className="flex items-start gap-3">
          <input
            type="radio"
            name={`${id}-comments`}
            checked={comments === 'keep'}
            onChange={() => setComments('keep')}
            className="mt-1.5 size-5 shrink-0 accent-brand"
          />
          <span>{w('keepComments')}</span>
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <ActionButton
          label={w('deleteAccount')}
          busyLabel={w('deleting')}
          className={BUTTON}
          act={async () => {
            const answer = await readerCall('delete', '/api/v1/account', { comments });
            onDeleted(answer.message);
          }}
        />
        <button type="button" onClick={() => setConfirming(false)} className={`${SECONDARY_BUTTON} self-start`}>
          {w('cancel')}
        </button>
      </div>
    </section>
  );
}

/**
 * /account (docs/product.md, Reader accounts on the site): the signed-in reader's profile, their comments, a
 * download of their data, signing out here or everywhere, and deleting the account. The page is the
 * same for everyone; this island reads the stored session and the account with its token once it loads.
 */
export default function AccountPanel({ timeZone, words }: { timeZone: string; words: Words }) {
  const w = wordWriter(words);
  const [view, setView] = useState<View>({ step: 'waking' });

  useEffect(() => {
    let signedIn = false;
    function load() {
      signedIn = true;
      setView({ step: 'waking' });
      readerCall('get', '/api/v1/account')
        .then((answer) => setView({ step: 'ready', account: answer.account }))
        .catch((error: unknown) => {
          // A 401 has forgotten the session already (reader/api.ts), which the listener below shows.
          if (readReaderSession()) setView({ step: 'failed', message: messageOf(error) });
        });
    }
    if (readReaderSession()) load();
    else setView({ step: 'signed-out' });
    // Signed in from the header's dialog, or out in another tab: the page follows.
    return onReaderSessionChange((session) => {
      if (session && !signedIn) load();
      if (!session && signedIn) {
        signedIn = false;
        setView((current) => (current.step === 'signed-out' ? current : { step: 'signed-out' }));
      }
    });
  }, []);

  const signedOut = (message?: string) => {
    forgetReaderSession();
    setView({ step: 'signed-out', message });
  };

  function saved(account: ReaderAccount) {
    const session = readReaderSession();
    if (session)
      storeReaderSession({ ...session, user: { ...session.user, name: account.name, location: account.location } });
    setView({ step: 'ready', account });
  }

  switch (view.step) {
    case 'waking':
      return <p className="text-muted">{w('loading')}</p>;
    case 'failed':
      return <Notice tone="error" text={view.message} />;
    case 'signed-out':
      return (
        <div className="space-y-4">
          {view.message && <Notice tone="info" text={view.message} />}
          <p>{w('notSignedIn')}</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <a href="/signin" className="font-bold text-brand underline">
              {w('signIn')}
            </a>
            <a href="/register" className="underline">
              {w('register')}
            </a>
          </p>
        </div>
      );
    case 'ready':
      return (
        <div className="space-y-8">
          {view.account.status !== 'active' && (
            <Notice
              tone="error"
              text={
                view.account.status === 'banned'
                  ? w('banned')
                  : view.account.suspendedUntil
                    ? w('suspendedUntil', {
                        until: formatArticleDate(view.account.suspendedUntil, timeZone, words.lang),
                      })
                    : w('suspended')
              }
            />
          )}
          <ProfileForm w={w} account={view.account} onSaved={saved} />
          <Section title={w('yourComments')}>
            <OwnComments timeZone={timeZone} words={words} />
          </Section>
          <Section title={w('yourData')}>
            <p className="text-[15px]">{w('yourDataText')}</p>
            <ActionButton
              label={w('downloadData')}
              busyLabel={w('preparing')}
              className={SECONDARY_BUTTON}
              act={downloadMyData}
            />
          </Section>
          <Section title={w('signOutSection')}>
            <div className="flex flex-wrap items-start gap-3">
              <button type="button" onClick={() => signedOut(w('signedOutHere'))} className={SECONDARY_BUTTON}>
                {w('signOut')}
              </button>
              <ActionButton
                label={w('signOutEverywhere')}
                busyLabel={w('signingOut')}
                className={SECONDARY_BUTTON}
                act={async () => {
                  const answer = await readerCall('post', '/api/v1/auth/signout-everywhere');
                  signedOut(answer.message);
                }}
              />
            </div>
          </Section>
          <Section title={w('deleteSection')}>
            <DeleteAccount w={w} onDeleted={signedOut} />
          </Section>
        </div>
      );
  }
}
