import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { SEARCH_SUBTITLE_WORDS, SEARCH_TITLE_WORDS } from '../../../shared/constants';
import { type Language, langOf, langOfText } from '../../../shared/language';
import type { searchMessages } from '../../../shared/messages/search';
import { truncateWords } from '../../../shared/text';
import { type IslandWords, type WordWriter, wordWriter } from '../island-words';
import { isShortcutKey } from '../text-entry';
import { aroundSlot, SLOT } from '../words-around';

/** The words the overlay shows, in the page's language (`shared/messages/search.ts`). */
export const SEARCH_OVERLAY_WORDS = [
  'heading',
  'fieldLabel',
  'placeholder',
  'typeHint',
  'searching',
  'noNews',
  'results',
  'allResults',
  'close',
] as const satisfies readonly (keyof typeof searchMessages)[];
type Word = (typeof SEARCH_OVERLAY_WORDS)[number];
export type SearchOverlayWords = IslandWords<Word>;

/** The key that opens search from anywhere on the page (not while typing in a field). */
export const SEARCH_KEY = '/';
/** Search as you type: one request once the reader pauses this long. */
const DEBOUNCE_MS = 250;
/** The overlay shows the first results; the search page has them all, ten to a page. */
const OVERLAY_RESULTS = 10;
/** The API's longest query (`GET /news/all`, `q`). */
const QUERY_MAX = 200;

type Result = { _id: string; slug: string; title: string; subtitle: string; language: Language };
/** `total` counts matches up to 1,000; beyond, `lowerBound` is set (docs/decisions/060). */
type Answer = { query: string; news: Result[]; total: number; lowerBound: boolean };
type ListAnswer = {
  success?: boolean;
  news?: Result[];
  pagination?: { total: number; totalIsLowerBound?: boolean };
};

/** The first results of `GET /api/v1/news/all?q=`, the API's search (same ranking and limits as /search). */
async function search(query: string, signal: AbortSignal): Promise<Answer> {
  const params = new URLSearchParams({ q: query, page: '1', limit: String(OVERLAY_RESULTS) });
  const response = await fetch(`/api/v1/news/all?${params}`, { signal, headers: { accept: 'application/json' } });
  const body = (await response.json()) as ListAnswer;
  if (body.success !== true || !body.news || !body.pagination) throw new Error(`Search answered ${response.status}`);
  const { total, totalIsLowerBound } = body.pagination;
  return { query, news: body.news, total, lowerBound: totalIsLowerBound === true };
}

/** What the status line says: the count, 'No news found...', that a first search is under way, or what to type. */
function statusOf(answer: Answer | null, searching: boolean, w: WordWriter<Word>): string {
  if (!answer) return w(searching ? 'searching' : 'typeHint');
  if (answer.news.length === 0) return w('noNews');
  return w('results', { total: answer.total, more: answer.lowerBound ? 'yes' : 'no' });
}

const searchPageHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** 'All results for “…” →', the reader's query in its own language. */
function AllResults({ query, w }: { query: string; w: WordWriter<Word> }) {
  const [before, after] = aroundSlot(w('allResults', { query: SLOT }));
  return (
    <a href={searchPageHref(query)} className="mt-2 block px-2 py-2 font-semibold text-brand hover:underline">
      {before}
      <q lang={langOfText(query)}>{query}</q>
      {after}
    </a>
  );
}

function SearchIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="10.5" cy="10.5" r="6.5" strokeWidth="2.5" />
      <path d="m15.5 15.5 5 5" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Full screen on phones, a panel under the header from md up. Opening and closing fade and slide
 * in 300 ms (docs/product.md, Search), `display` and the top layer kept through the exit; none of it with reduced motion.
 * The backdrop's colour is literal: `::backdrop` may not see the theme's custom properties.
 */
const OVERLAY = [
  'm-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink',
  'md:mx-auto md:mt-16 md:h-fit md:max-h-[calc(100dvh-8rem)] md:max-w-2xl md:rounded-lg md:shadow-2xl',
  '-translate-y-4 opacity-0 open:translate-y-0 open:opacity-100 starting:open:-translate-y-4 starting:open:opacity-0',
  'transition-[opacity,translate,display,overlay] transition-discrete duration-300 ease-out motion-reduce:transition-none',
  'backdrop:bg-[rgb(0_0_0/0.5)] backdrop:opacity-0 open:backdrop:opacity-100 starting:open:backdrop:opacity-0',
  'backdrop:transition-[opacity,display,overlay] backdrop:transition-discrete backdrop:duration-300 motion-reduce:backdrop:transition-none',
].join(' ');

/**
 * The navigation's search (docs/product.md, Search): without script a link to the /search page; awake,
 * a modal dialog that searches on the server as the reader types (debounced, the previous request
 * aborted so a stale answer never lands), opened by the button or by `/` anywhere, closed by
 * Escape with focus back where it was; ↑/↓ move between the field and the results, Enter opens.
 * It opens and closes in 300 ms, without motion for readers who ask for less.
 */
export default function SearchOverlay({ words }: { words: SearchOverlayWords }) {
  const w = wordWriter(words);
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLUListElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [searching, setSearching] = useState(false);

  const open = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    field.current?.focus();
    field.current?.select();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutKey(event, SEARCH_KEY)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    const text = query.trim();
    if (text === '') {
      setAnswer(null);
      setSearching(false);
      return;
    }
    const request = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      search(text, request.signal)
        .then((found) => {
          if (!request.signal.aborted) setAnswer(found);
        })
        .catch((error: unknown) => {
          if (request.signal.aborted) return;
          // A failed fetch is logged, and the list is empty (docs/product.md, Search).
          console.error('Could Not Fetch News', error);
          setAnswer({ query: text, news: [], total: 0, lowerBound: false });
        })
        .finally(() => {
          if (!request.signal.aborted) setSearching(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [query]);

  function onButtonClick(event: ReactMouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, new window) still goes to the search page.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  }

  function onClosed() {
    returnFocus.current?.focus();
    returnFocus.current = null;
  }

  function onDialogKeyDown(event: ReactKeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    if (event.key === 'Tab') {
      keepFocusInside(event);
      return;
    }
    const stops = [field.current, ...(results.current?.querySelectorAll('a') ?? [])].filter(
      (element): element is HTMLInputElement | HTMLAnchorElement => element !== null,
    );
    const at = stops.indexOf(document.activeElement as HTMLInputElement | HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (stops.length < 2) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      stops[(Math.max(at, 0) + step + stops.length) % stops.length]?.focus();
      return;
    }
    // Typing while on a result goes on in the field.
    if (at > 0 && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) field.current?.focus();
  }

  /** Tab and Shift+Tab go round the dialog's controls instead of out to the browser. */
  function keepFocusInside(event: ReactKeyboardEvent<HTMLDialogElement>) {
    const controls = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? [])];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  }

  function onDialogClick(event: ReactMouseEvent<HTMLDialogElement>) {
    // The dialog's own box is only reachable outside its panel: the backdrop.
    if (event.target === dialog.current) dialog.current.close();
  }

  const text = query.trim();
  const shown = text === '' ? null : answer;
  return (
    <>
      <a
        href="/search"
        aria-label={w('heading')}
        aria-haspopup="dialog"
        onClick={onButtonClick}
        className="flex h-full min-h-11 min-w-11 items-center justify-center px-3 text-white hover:bg-brand-dark"
      >
        <SearchIcon size={20} />
      </a>
      <dialog
        ref={dialog}
        aria-label={w('fieldLabel')}
        onClose={onClosed}
        onKeyDown={onDialogKeyDown}
        onClick={onDialogClick}
        className={OVERLAY}
      >
        <div className="flex h-full max-h-[inherit] flex-col">
          <search>
            <form method="get" action="/search" className="flex items-center gap-2 border-b-4 border-brand p-3">
              <span className="text-muted">
                <SearchIcon size={22} />
              </span>
              <label htmlFor="search-overlay-query" className="sr-only">
                {w('fieldLabel')}
              </label>
              <input
                ref={field}
                id="search-overlay-query"
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={QUERY_MAX}
                placeholder={w('placeholder')}
                aria-describedby="search-overlay-status"
                className="min-w-0 flex-1 rounded px-2 py-2 text-lg [&::-webkit-search-cancel-button]:appearance-none"
              />
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label={w('close')}
                className="flex min-h-11 min-w-11 items-center justify-center rounded text-2xl leading-none text-muted hover:bg-panel hover:text-ink"
              >
                ×
              </button>
            </form>
          </search>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-3" aria-busy={searching}>
            <p id="search-overlay-status" role="status" className="py-2 text-[15px] text-muted">
              {statusOf(shown, searching, w)}
            </p>
            {shown && shown.news.length > 0 && (
              <>
                <ul ref={results} className={`divide-y divide-hairline ${searching ? 'opacity-60' : ''}`}>
                  {shown.news.map((item) => (
                    <li key={item._id} lang={langOf(item.language)}>
                      <a href={`/${item.slug}`} className="block rounded px-2 py-2.5 hover:bg-panel focus:bg-panel">
                        <span className="block text-[16px] font-semibold leading-snug">
                          {truncateWords(item.title, SEARCH_TITLE_WORDS)}
                        </span>
                        {item.subtitle && (
                          <span className="mt-0.5 block text-[14px] leading-snug text-muted">
                            {truncateWords(item.subtitle, SEARCH_SUBTITLE_WORDS)}
                          </span>
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
                {(shown.lowerBound || shown.total > shown.news.length) && <AllResults query={shown.query} w={w} />}
              </>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
