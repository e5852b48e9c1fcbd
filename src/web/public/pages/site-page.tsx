import type { ReactNode } from 'react';
import type { Message } from '../../../shared/i18n/message';
import type { LangCode } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import type { Settings } from '../../../shared/schemas/settings';
import { useT } from '../components/page-language';

/**
 * The footer's pages (docs/product.md, Footer pages), each showing one text of the settings under
 * its `label` in the page's language (`title`: its English name in docs/product.md).
 */
export const SITE_PAGES = [
  { path: '/about', key: 'about', title: 'About', label: listingMessages.about },
  { path: '/contact', key: 'contact', title: 'Contact', label: listingMessages.contact },
  { path: '/privacy-policy', key: 'privacyPolicy', title: 'Privacy Policy', label: listingMessages.privacyPolicy },
  { path: '/disclaimer', key: 'disclaimer', title: 'Disclaimer', label: listingMessages.disclaimer },
] as const satisfies readonly { path: string; key: keyof Settings['pages']; title: string; label: Message }[];

/** Headings and lists inside the settings' rich text, which the reset stylesheet leaves bare. */
const RICH_TEXT =
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-[22px] [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1 [&_strong]:font-bold';

export type SitePageData = {
  title: string;
  /** Sanitised on write like article descriptions; empty when the newsroom has not written it. */
  html: string;
  /** The text's own language, which may not be the page's. */
  htmlLang: LangCode;
};

function NotWrittenYet() {
  const t = useT();
  return (
    <div className="rounded border border-hairline bg-panel p-6">
      <p>{t(listingMessages.notWrittenYet)}</p>
      <p className="mt-3">
        <a href="/" className="font-bold text-brand underline">
          {t(listingMessages.backHome)}
        </a>
      </p>
    </div>
  );
}

/** About, Contact, Privacy Policy, Disclaimer: the heading, the settings' text, and what a page adds (the contact form). */
export function SitePage({ data, aside }: { data: SitePageData; aside?: ReactNode }) {
  return (
    <div className={aside ? 'grid gap-8 lg:grid-cols-2' : undefined}>
      <article className="max-w-[70ch]">
        <h1 className="mb-4 border-b-4 border-brand pb-1 text-[28px] font-bold md:text-[32px]">{data.title}</h1>
        {data.html ? (
          <div
            lang={data.htmlLang}
            className={`article-body ${RICH_TEXT}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by lib/rich-text.ts (settings.service)
            dangerouslySetInnerHTML={{ __html: data.html }}
          />
        ) : (
          <NotWrittenYet />
        )}
      </article>
      {aside}
    </div>
  );
}
