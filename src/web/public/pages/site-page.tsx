import type { ReactNode } from 'react';
import type { Settings } from '../../../shared/schemas/settings';

/** The footer's pages (docs/product.md, Footer pages), each showing one text of the settings. */
export const SITE_PAGES = [
  { path: '/about', key: 'about', title: 'About' },
  { path: '/contact', key: 'contact', title: 'Contact' },
  { path: '/privacy-policy', key: 'privacyPolicy', title: 'Privacy Policy' },
  { path: '/disclaimer', key: 'disclaimer', title: 'Disclaimer' },
] as const satisfies readonly { path: string; key: keyof Settings['pages']; title: string }[];

/** Headings and lists inside the settings' rich text, which the reset stylesheet leaves bare. */
const RICH_TEXT =
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-[22px] [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1 [&_strong]:font-bold';

export type SitePageData = {
  title: string;
  /** Sanitised on write like article descriptions; empty when the newsroom has not written it. */
  html: string;
};

function NotWrittenYet() {
  return (
    <div className="rounded border border-hairline bg-panel p-6">
      <p>यह पेज जल्द ही उपलब्ध होगा।</p>
      <p lang="en" className="text-muted">
        This page has not been written yet. Please check back soon.
      </p>
      <p className="mt-3">
        <a href="/" className="font-bold text-brand underline">
          Home
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
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by lib/rich-text.ts (settings.service)
          <div className={`article-body ${RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: data.html }} />
        ) : (
          <NotWrittenYet />
        )}
      </article>
      {aside}
    </div>
  );
}
