import { useEffect, useState } from 'react';
import { BUTTON, Notice } from '../components/SignInSteps';
import { type IslandWords, wordWriter } from '../island-words';
import { messageOf, readerCall } from '../reader/api';
import type { UNSUBSCRIBE_WORDS } from '../reader/reader-words';

type View =
  | { step: 'waking' }
  | { step: 'missing' }
  | { step: 'ready'; token: string; refusal?: string }
  | { step: 'done'; message: string };

/**
 * /account/unsubscribe?token=… (decision 270), where a reply mail's unsubscribe line leads: the page is
 * the same for every token, so the token is read here; opening it changes nothing (a mail scanner
 * follows links), the reader's press posts it, the answer in the page's language.
 */
export default function ReplyMailOff({ words }: { words: IslandWords<(typeof UNSUBSCRIBE_WORDS)[number]> }) {
  const w = wordWriter(words);
  const [view, setView] = useState<View>({ step: 'waking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    setView(token ? { step: 'ready', token } : { step: 'missing' });
  }, []);

  async function stop(token: string) {
    setBusy(true);
    try {
      const query = new URLSearchParams({ token });
      const answer = await readerCall(
        'post',
        `/api/v1/account/reply-mail/off?${query}` as '/api/v1/account/reply-mail/off',
      );
      setView({ step: 'done', message: answer.message });
    } catch (error) {
      setView({ step: 'ready', token, refusal: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  switch (view.step) {
    case 'waking':
      return <p className="text-muted">{w('loading')}</p>;
    case 'missing':
      return <Notice tone="error" text={w('unsubscribeIncomplete')} />;
    case 'done':
      return (
        <div className="space-y-4">
          <Notice tone="info" text={view.message} />
          <p className="text-[15px]">
            {w('unsubscribeAgain')}{' '}
            <a href="/account" className="font-bold text-brand underline">
              {w('yourAccount')}
            </a>
          </p>
        </div>
      );
    case 'ready':
      return (
        <div className="space-y-4">
          <p>{w('unsubscribeIntro')}</p>
          {view.refusal && <Notice tone="error" text={view.refusal} />}
          <button
            type="button"
            onClick={() => stop(view.token)}
            disabled={busy}
            aria-busy={busy}
            className={`${BUTTON} w-full`}
          >
            {busy ? w('unsubscribing') : w('unsubscribe')}
          </button>
        </div>
      );
  }
}
