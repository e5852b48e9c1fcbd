import { type FormEvent, useEffect, useState } from 'react';
import { langOfText } from '../../../shared/language';
import type { pollMessages } from '../../../shared/messages/polls';
import { type IslandWords, wordWriter } from '../island-words';

export type PollView = { id: string; question: string; options: { text: string; votes: number }[]; totalVotes: number };

type PollAnswer = { success: boolean; message?: string; poll?: ApiPoll; polls?: ApiPoll[] };
type ApiPoll = { _id: string; options: { text: string; votes: number }[]; totalVotes: number };

/** Where this browser remembers its vote, so a returning reader sees the results (docs/decisions/086). */
const votedKey = (pollId: string) => `poll-vote:${pollId}`;

/** The poll's words in the page's language (`shared/messages/polls.ts`). */
export type PollWords = IslandWords<keyof typeof pollMessages>;

function percent(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}

/** The answer's counts, if it is about this poll. */
function countsOf(poll: ApiPoll | undefined, id: string): Pick<PollView, 'options' | 'totalVotes'> | null {
  return poll && poll._id === id ? { options: poll.options, totalVotes: poll.totalVotes } : null;
}

/**
 * The latest poll (docs/product.md, Poll voting): the question and its options as radio buttons; a vote
 * goes to `POST /api/v1/poll/vote` and the answer's counts show as percentage bars. A browser that
 * voted (remembered in local storage, or told 'You have already voted' by the server) sees the
 * results with fresh counts on its next visit. Voting needs the island: without script the
 * question and options show and the button stays disabled.
 */
export default function PollVote({ poll, words }: { poll: PollView; words: PollWords }) {
  const w = wordWriter(words);
  // The server answers its refusals in the page's language.
  const asked = { 'accept-language': words.lang };
  const [counts, setCounts] = useState({ options: poll.options, totalVotes: poll.totalVotes });
  const [voted, setVoted] = useState<number | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [awake, setAwake] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the poll the page was rendered with
  useEffect(() => {
    setAwake(true);
    const remembered = window.localStorage.getItem(votedKey(poll.id));
    if (remembered === null) return;
    setVoted(Number(remembered));
    refreshCounts();
  }, []);

  function refreshCounts() {
    fetch('/api/v1/poll/get?limit=1', { headers: asked })
      .then((response) => response.json() as Promise<PollAnswer>)
      .then((answer) => {
        const fresh = countsOf(answer.polls?.[0], poll.id);
        if (fresh) setCounts(fresh);
      })
      .catch(() => {});
  }

  function remember(option: number) {
    window.localStorage.setItem(votedKey(poll.id), String(option));
    setVoted(option);
  }

  async function vote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice === null) return;
    setSending(true);
    setError('');
    try {
      const response = await fetch('/api/v1/poll/vote', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asked },
        body: JSON.stringify({ pollId: poll.id, optionIndex: choice }),
      });
      const answer = (await response.json()) as PollAnswer;
      if (response.ok && answer.success) {
        const fresh = countsOf(answer.poll, poll.id);
        if (fresh) setCounts(fresh);
        remember(choice);
      } else if (response.status === 409) {
        // This browser (or this reader elsewhere) voted before: show where the poll stands.
        remember(-1);
        refreshCounts();
      } else {
        setError(answer.message ?? w('failed'));
      }
    } catch {
      setError(w('failed'));
    } finally {
      setSending(false);
    }
  }

  const heading = (
    <h2 id="poll-heading" className="border-b-4 border-brand pb-1 text-xl font-bold">
      {w('heading')}
    </h2>
  );

  if (voted !== null) {
    return (
      <section aria-labelledby="poll-heading" className="bg-white">
        {heading}
        <p lang={langOfText(poll.question)} className="mt-3 text-[17px] font-semibold leading-snug">
          {poll.question}
        </p>
        <ul className="mt-3 space-y-3">
          {counts.options.map((option, index) => {
            const share = percent(option.votes, counts.totalVotes);
            return (
              <li key={option.text}>
                <div className="flex justify-between gap-3 text-[15px]">
                  <span className={index === voted ? 'font-bold' : undefined}>
                    <span lang={langOfText(option.text)}>{option.text}</span>
                    {index === voted && <span className="text-muted"> {w('yourVote')}</span>}
                  </span>
                  <span className="tabular-nums">{w('percent', { share: share / 100 })}</span>
                </div>
                <div
                  className="mt-1 h-2.5 overflow-hidden rounded-full bg-panel"
                  role="progressbar"
                  aria-label={option.text}
                  lang={langOfText(option.text)}
                  aria-valuenow={share}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-full rounded-full bg-brand" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-[13px] text-muted">{w('total', { total: counts.totalVotes })}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="poll-heading" className="bg-white">
      {heading}
      <form onSubmit={vote} className="mt-3">
        <fieldset>
          <legend lang={langOfText(poll.question)} className="text-[17px] font-semibold leading-snug">
            {poll.question}
          </legend>
          <ul className="mt-3 space-y-2">
            {poll.options.map((option, index) => (
              <li key={option.text}>
                <label className="flex cursor-pointer items-center gap-3 rounded border border-hairline px-3 py-2 text-[15px] hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-panel">
                  <input
                    type="radio"
                    name={`poll-${poll.id}`}
                    value={index}
                    checked={choice === index}
                    onChange={() => setChoice(index)}
                    className="size-4 accent-brand"
                  />
                  <span lang={langOfText(option.text)}>{option.text}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {error && (
          <p role="alert" className="mt-3 text-[14px] text-brand">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={!awake || choice === null || sending}
          className="mt-3 w-full rounded bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          {w('vote')}
        </button>
      </form>
    </section>
  );
}
