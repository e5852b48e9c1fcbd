import { SITE_PAGES } from '../pages/site-page';

function ArrowUpIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M6 15l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
      <path d="M12 3C6.5 3 2 6.9 2 11.7c0 2.5 1.2 4.7 3.2 6.3L4.4 21.5l4-2.1c1.1.3 2.3.5 3.6.5 5.5 0 10-3.9 10-8.7S17.5 3 12 3zm-4.5 10a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6zm4.5 0a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6zm4.5 0a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6z" />
    </svg>
  );
}

/**
 * The floating buttons (48 px, 16 px from the right) sit over the footer's right end until the
 * 1200 px frame has 72 px beside it (1312 px wide): the footer's rows keep clear of them till then.
 */
const CLEAR_OF_FLOATING_BUTTONS = 'pr-20 min-[1312px]:pr-4';

/**
 * Footer links, the visitor counter and the admin link (docs/product.md, Site layout), and the
 * floating buttons: scroll-to-top above the chat link of the settings. The hydrator's plain DOM
 * code (footer-live.ts, no React) points the admin link at the back office for a signed-in editor
 * and fills in the count when the footer nears the screen; scroll-to-top is a link to the page's
 * top that CSS shows after 300 px of scrolling (`.scroll-top`, styles.css), no script.
 */
export function Footer({ siteName, chatUrl }: { siteName: string; chatUrl: string }) {
  return (
    <footer className="mt-10 bg-ink text-[15px] text-white">
      <div
        className={`mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-4 px-4 py-6 ${CLEAR_OF_FLOATING_BUTTONS}`}
      >
        <p className="font-bold">{siteName}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {SITE_PAGES.map((page) => (
            <li key={page.path}>
              <a href={page.path} className="hover:underline">
                {page.title}
              </a>
            </li>
          ))}
          <li>
            <a href="/login" data-admin-link="" className="hover:underline">
              Admin
            </a>
          </li>
        </ul>
      </div>
      <div className="border-t border-white/20">
        <div className={`mx-auto max-w-[1200px] px-4 py-3 text-[13px] text-white/80 ${CLEAR_OF_FLOATING_BUTTONS}`}>
          {/* The number's box is as wide as the number, so nothing moves when it arrives. */}
          <p>
            Total Visits:{' '}
            <span data-visit-total="" className="inline-block min-w-[9ch] font-bold tabular-nums">
              …
            </span>
          </p>
        </div>
      </div>
      <div className="fixed right-4 bottom-4 z-40 flex flex-col items-center gap-3">
        <a
          href="#top"
          aria-label="Scroll to top"
          className="scroll-top flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-brand"
        >
          <ArrowUpIcon />
        </a>
        {chatUrl && (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener"
            aria-label="Chat with us (opens in a new tab)"
            className="flex size-12 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg hover:bg-[#0b6b60]"
          >
            <ChatIcon />
          </a>
        )}
      </div>
    </footer>
  );
}
