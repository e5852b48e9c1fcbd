import { LOCALES } from '../../../shared/i18n/message';
import { langOfText } from '../../../shared/language';
import { siteMessages } from '../../../shared/messages/site';
import { SITE_PAGES } from '../pages/site-page';
import { usePageLang, useT } from './page-language';

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
 * The floating buttons (48 px, 16 px from the right; 40 px, 8 px in on phones) sit over the
 * footer's right end until the 1200 px frame has 72 px beside it (1312 px wide): the footer's rows
 * keep clear of them till then, and its last row leaves room under them, so the page's last words
 * scroll clear (decision 264).
 */
const CLEAR_OF_FLOATING_BUTTONS = 'pr-16 md:pr-20 min-[1312px]:pr-4';

/** Where the site's name goes in the copyright line: it is the newsroom's words, so it carries their `lang`. */
const NAME_SLOT = '\u0000';

function Copyright({ year, siteName }: { year: string; siteName: string }) {
  const [before, after] = useT()(siteMessages.copyright, { year, siteName: NAME_SLOT }).split(NAME_SLOT);
  return (
    <p>
      {before}
      <span lang={langOfText(siteName)}>{siteName}</span>
      {after}
    </p>
  );
}

/**
 * Footer links, the visitor counter and the copyright line (docs/product.md, Site layout), and the
 * floating buttons: scroll-to-top above the chat link of the settings. No public link to the back
 * office: editors go to /login. The hydrator's plain DOM code (footer-live.ts, no React) shows a
 * signed-in editor the hidden link to the dashboard and fills in the count, in the page's language,
 * when the footer nears the screen; scroll-to-top is a link to the page's top that CSS shows after
 * 300 px of scrolling (`.scroll-top`, styles.css), no script. The floating buttons step aside
 * while a field has focus (styles.css) and, on phones, while comments or a form pass under them
 * (footer-live.ts).
 */
export function Footer({ siteName, chatUrl, year }: { siteName: string; chatUrl: string; year: string }) {
  const t = useT();
  const lang = usePageLang();
  return (
    <footer className="mt-10 bg-ink text-[15px] text-white">
      <div
        className={`mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-4 px-4 py-6 ${CLEAR_OF_FLOATING_BUTTONS}`}
      >
        <p className="font-bold" lang={langOfText(siteName)}>
          {siteName}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t(siteMessages.footerLinks)}>
          {SITE_PAGES.map((link) => (
            <li key={link.path}>
              <a href={link.path} className="hover:underline">
                {t(link.label)}
              </a>
            </li>
          ))}
          <li data-admin-link="" hidden>
            <a href="/admin/dashboard" className="hover:underline">
              {t(siteMessages.editorLink)}
            </a>
          </li>
        </ul>
      </div>
      <div className="border-t border-white/20">
        <div
          className={`mx-auto flex max-w-[1200px] flex-wrap justify-between gap-x-6 gap-y-1 px-4 pt-3 pb-20 text-[13px] text-white/80 md:pb-3 ${CLEAR_OF_FLOATING_BUTTONS}`}
        >
          <Copyright year={year} siteName={siteName} />
          {/* The number's box is as wide as the number, so nothing moves when it arrives. */}
          <p>
            {t(siteMessages.totalVisits)}{' '}
            <span
              data-visit-total=""
              data-locale={LOCALES[lang]}
              className="inline-block min-w-[9ch] font-bold tabular-nums"
            >
              …
            </span>
          </p>
        </div>
      </div>
      <div
        data-floating-buttons=""
        className="floating-buttons fixed right-2 bottom-3 z-40 flex flex-col items-center gap-2 md:right-4 md:bottom-4 md:gap-3"
      >
        <a
          href="#top"
          aria-label={t(siteMessages.scrollToTop)}
          className="scroll-top flex size-10 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-brand md:size-12"
        >
          <ArrowUpIcon />
        </a>
        {chatUrl && (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener"
            aria-label={t(siteMessages.chat)}
            className="flex size-10 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg hover:bg-[#0b6b60] md:size-12"
          >
            <ChatIcon />
          </a>
        )}
      </div>
    </footer>
  );
}
