import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { SignInSteps } from '../components/SignInSteps';
import { type IslandWords, wordWriter } from '../island-words';
import type { SIGN_IN_DIALOG_WORDS } from '../reader/reader-words';

/** The same fade and slide as the search overlay, none of it with reduced motion. */
const DIALOG = [
  'm-auto w-[min(26rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-ink shadow-2xl',
  '-translate-y-4 opacity-0 open:translate-y-0 open:opacity-100 starting:open:-translate-y-4 starting:open:opacity-0',
  'transition-[opacity,translate,display,overlay] transition-discrete duration-300 ease-out motion-reduce:transition-none',
  'backdrop:bg-[rgb(0_0_0/0.5)]',
].join(' ');

export function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
    </svg>
  );
}

/**
 * The header's 'Sign in' (docs/product.md, Reader accounts on the site): without script, or with a modified
 * click, a link to the /signin page; awake, a modal dialog with the email and code steps, closed by
 * Escape, the × or the backdrop with focus back where it was. Signed in, it closes and the header
 * (reader/header-live.ts) shows the reader's name instead, which then holds the focus.
 */
export default function SignInDialog({ words }: { words: IslandWords<(typeof SIGN_IN_DIALOG_WORDS)[number]> }) {
  const w = wordWriter(words);
  const id = 'signin-dialog';
  const dialog = useRef<HTMLDialogElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // A fresh form each time it opens: a half-done sign-in is not waiting the next time.
  const [opened, setOpened] = useState(0);

  function open(event: ReactMouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const element = dialog.current;
    if (!element || element.open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : link.current;
    setOpened((count) => count + 1);
    element.showModal();
  }

  useLayoutEffect(() => {
    if (opened > 0) dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [opened]);

  function onClosed() {
    const slot = link.current?.closest('[data-reader-slot]');
    // Signed in, 'Sign in' is hidden: the reader's name takes the focus.
    const target =
      slot?.getAttribute('data-reader') === 'in'
        ? slot.querySelector<HTMLElement>('a[href="/account"]')
        : returnFocus.current;
    target?.focus();
    returnFocus.current = null;
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab go round the dialog's controls instead of out to the browser.
    const controls = [
      ...(dialog.current?.querySelectorAll<HTMLElement>('input, button:not(:disabled), a[href]') ?? []),
    ];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  }

  function onClick(event: ReactMouseEvent<HTMLDialogElement>) {
    if (event.target === dialog.current) dialog.current.close();
  }

  return (
    <>
      <a
        ref={link}
        href="/signin"
        aria-haspopup="dialog"
        onClick={open}
        className="flex h-full min-h-11 items-center gap-1.5 whitespace-nowrap px-2 text-[15px] font-bold text-white hover:bg-brand-dark group-data-[reader=in]:hidden"
      >
        <PersonIcon />
        {w('signInTitle')}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={onClosed}
        onKeyDown={onKeyDown}
        onClick={onClick}
        className={DIALOG}
      >
        <div className="border-t-4 border-brand p-5">
          <div className="mb-4 flex items-start justify-between gap-2">
            <h2 id={`${id}-title`} className="text-[22px] font-bold">
              {w('signInTitle')}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={w('close')}
              className="-mr-2 -mt-2 flex min-h-11 min-w-11 items-center justify-center rounded text-2xl leading-none text-muted hover:bg-panel hover:text-ink"
            >
              ×
            </button>
          </div>
          <SignInSteps key={opened} idPrefix={id} words={words} onSignedIn={() => dialog.current?.close()} />
        </div>
      </dialog>
    </>
  );
}
