/**
 * The header's reader link (docs/product.md, Reader accounts on the site), in plain DOM code run by the
 * hydrator: the server renders 'Sign in' for everyone (pages are one set of bytes for all readers,
 * decision 081); with a stored session this marks the slot signed in, which shows the reader's name
 * linking to /account and hides 'Sign in' by CSS, so the sign-in island never wakes and no React
 * loads. It follows sign-ins and sign-outs in this tab and in others.
 */
import { langOfText } from '../../../shared/language';
import { onReaderSessionChange, type ReaderSession, readReaderSession } from './session';

/** The marks ReaderSlot.tsx renders: `data-reader-slot` on the box, `data-reader-name` on the name's text. */
function show(slot: HTMLElement, session: ReaderSession | null): void {
  const name = slot.querySelector<HTMLElement>('[data-reader-name]');
  if (session && name) {
    name.textContent = session.user.name;
    name.lang = langOfText(session.user.name);
    slot.dataset.reader = 'in';
  } else {
    delete slot.dataset.reader;
  }
}

export function wakeHeaderReader(): void {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-reader-slot]')];
  if (slots.length === 0) return;
  const showAll = (session: ReaderSession | null) => {
    for (const slot of slots) show(slot, session);
  };
  showAll(readReaderSession());
  onReaderSessionChange(showAll);
}
