import { Ellipsis } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';

/** Where a row's actions are drawn: in the table's Actions cell, or as the items of a card's '⋯' menu. */
const InMenu = createContext(false);

/**
 * An action's words: beside its icon in a row's menu, for screen readers only (and the rest of the
 * name, such as the row's title, always) where the table shows the icon alone.
 */
export function ActionLabel({ text, detail }: { text: string; detail?: string }) {
  const inMenu = useContext(InMenu);
  return (
    <>
      <span className={inMenu ? '' : 'sr-only'}>{text}</span>
      {detail && <span className="sr-only"> {detail}</span>}
    </>
  );
}

/**
 * The screens' action cells, whatever their own layout, become a column of full-width items here:
 * 44 px touch targets, icon and words at the start.
 */
const ITEMS =
  '[&>div]:flex! [&>div]:w-full [&>div]:flex-col! [&>div]:items-stretch [&>div]:gap-1.5 [&_:is(a,button)]:min-h-11 [&_:is(a,button)]:w-full [&_:is(a,button)]:justify-start [&_:is(a,button)]:gap-2 [&_:is(a,button)]:px-3';

/**
 * One '⋯' button, named 'Actions for' and the card's title (`labelledBy`), opening a card's actions (a disclosure, not an ARIA menu: its items are the same
 * buttons and links the table shows, reached with Tab). Escape or a click elsewhere closes it and an
 * action taken closes it too; the panel opens under the button, inside the card, so it never widens the page.
 */
export function RowMenu({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wordsId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('click', closeOnOutside, true);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOnOutside, true);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${wordsId} ${labelledBy}`}
        title="Actions"
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-md border border-neutral-300 bg-white text-ink hover:bg-neutral-100"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
        <span id={wordsId} hidden>
          Actions for
        </span>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click of a button or link inside, keyboard ones included, closes the panel */}
      <div
        id={panelId}
        hidden={!open}
        // An action chosen closes the menu; a confirmation popup it opens takes the focus from here.
        onClick={(event) => {
          if ((event.target as Element).closest('button, a')) setOpen(false);
        }}
        className={`absolute top-full right-0 z-20 mt-1 w-56 rounded-lg border border-hairline bg-white p-2 shadow-lg ${ITEMS}`}
      >
        <InMenu.Provider value={true}>{children}</InMenu.Provider>
      </div>
    </div>
  );
}
