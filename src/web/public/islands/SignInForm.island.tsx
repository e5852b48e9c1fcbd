import { useEffect, useState } from 'react';
import { BUTTON, Notice, SignedIn, SignInSteps } from '../components/SignInSteps';
import { type IslandWords, type WordWriter, wordWriter } from '../island-words';
import { messageOf, readerCall } from '../reader/api';
import type { SIGN_IN_FORM_WORDS } from '../reader/reader-words';
import { forgetReaderSession, type ReaderSession, readReaderSession, storeReaderSession } from '../reader/session';
import { readSignInLink, type SignInLink } from '../reader/sign-in-link';

/**
 * The mailed link's page: opening the link signs nobody in (a mail scanner following links must not
 * spend the key); the reader's click on the button does, with `POST /auth/verifylink`.
 */
type Words = IslandWords<(typeof SIGN_IN_FORM_WORDS)[number]>;

function LinkStep({
  w,
  link,
  onSignedIn,
  onRefused,
}: {
  w: WordWriter<keyof Words['messages']>;
  link: SignInLink;
  onSignedIn: (session: ReaderSession) => void;
  onRefused: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      const answer = await readerCall('post', '/api/v1/auth/verifylink', link);
      const session = { token: answer.token, user: answer.user };
      storeReaderSession(session);
      onSignedIn(session);
    } catch (error) {
      onRefused(messageOf(error));
    }
  }

  return (
    <div className="space-y-4">
      <p>{w('linkFinish')}</p>
      <button type="button" onClick={signIn} disabled={busy} aria-busy={busy} className={`${BUTTON} w-full break-all`}>
        {w('linkSignInAs', { email: link.email })}
      </button>
    </div>
  );
}

type View =
  | { step: 'waking' }
  | { step: 'form'; refusal?: string }
  | { step: 'link'; link: SignInLink }
  | { step: 'signed-in'; session: ReaderSession };

/**
 * /signin (docs/product.md, Reader accounts on the site): the email and code steps as a page, or, opened from the
 * mailed link (`?email=&key=`), one button that signs in. The page is the same bytes for every
 * address, so the query is read here in the browser; the key leaves the address bar once used.
 */
export default function SignInForm({ words }: { words: Words }) {
  const w = wordWriter(words);
  const [view, setView] = useState<View>({ step: 'waking' });

  useEffect(() => {
    const link = readSignInLink(window.location.search);
    const session = readReaderSession();
    if (link) setView({ step: 'link', link });
    else if (session) setView({ step: 'signed-in', session });
    else setView({ step: 'form' });
  }, []);

  const signedIn = (session: ReaderSession) => {
    window.history.replaceState(null, '', '/signin');
    setView({ step: 'signed-in', session });
  };

  switch (view.step) {
    case 'waking':
      return <p className="text-muted">{w('loading')}</p>;
    case 'link':
      return (
        <LinkStep
          w={w}
          link={view.link}
          onSignedIn={signedIn}
          onRefused={(refusal) => {
            window.history.replaceState(null, '', '/signin');
            setView({ step: 'form', refusal });
          }}
        />
      );
    case 'signed-in':
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
    case 'form':
      return (
        <div className="space-y-4">
          {view.refusal && <Notice tone="error" text={view.refusal} />}
          <SignInSteps idPrefix="signin-page" words={words} onSignedIn={signedIn} />
        </div>
      );
  }
}
