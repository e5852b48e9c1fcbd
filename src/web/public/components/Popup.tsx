import { useEffect, useRef } from 'react';

export type PopupProps = {
  title: string;
  text: string;
  tone: 'success' | 'error';
  /** Called once, however the popup closes: its button, Escape, or the timer. */
  onClose: () => void;
  /** Closes by itself after this long (success popups, 2000 ms: docs/product.md, Limits and constants). */
  closeAfterMs?: number;
};

/**
 * A small modal popup (the login popups of docs/product.md, Sign-in and sessions) on the native `<dialog>`: the browser keeps focus
 * inside it, closes it on Escape and gives focus back to where it was, so no dialog library is
 * needed. An error is an `alertdialog`, announced as soon as it opens.
 */
export function Popup({ title, text, tone, onClose, closeAfterMs }: PopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const timer = closeAfterMs === undefined ? undefined : window.setTimeout(() => element.close(), closeAfterMs);
    const handleClose = () => closed.current();
    element.addEventListener('close', handleClose);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('close', handleClose);
      if (element.open) element.close();
    };
  }, [closeAfterMs]);

  return (
    <dialog
      ref={dialog}
      role={tone === 'error' ? 'alertdialog' : undefined}
      aria-labelledby="popup-title"
      aria-describedby="popup-text"
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-center text-ink shadow-xl backdrop:bg-black/50"
    >
      <span
        aria-hidden="true"
        className={`mx-auto mb-3 flex size-12 items-center justify-center rounded-full text-2xl font-bold text-white ${
          tone === 'error' ? 'bg-brand' : 'bg-green-700'
        }`}
      >
        {tone === 'error' ? '!' : '✓'}
      </span>
      <h2 id="popup-title" className="text-xl font-bold">
        {title}
      </h2>
      <p id="popup-text" className="mt-2 text-muted">
        {text}
      </p>
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        className="mt-5 rounded bg-brand px-6 py-2 font-bold text-white hover:bg-brand-dark"
      >
        OK
      </button>
    </dialog>
  );
}
