import type { ReactNode } from 'react';
import type { LangCode } from '../../../shared/language';
import { siteMessages } from '../../../shared/messages/site';
import type { Settings } from '../../../shared/schemas/settings';
import { usePageLang, useT } from './page-language';

type Network = keyof Settings['social'];

/** Each network's name (the link's accessible name, a brand written as the brand writes it) and its mark, drawn in a 24-unit box. */
const NETWORKS: Record<Network, { label: string; mark: ReactNode }> = {
  facebook: {
    label: 'Facebook',
    mark: (
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
    ),
  },
  twitter: {
    label: 'X',
    mark: (
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
    ),
  },
  youtube: {
    label: 'YouTube',
    mark: (
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    ),
  },
  instagram: {
    label: 'Instagram',
    mark: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.2" />
      </>
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    mark: (
      <path d="M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z" />
    ),
  },
};

/** The top bar (docs/product.md, Site layout): today's date on the left, the social links the settings name as icons on the right. */
/** Today as the top bar shows it, and as its `<time datetime>` (yyyy-MM-dd in the site time zone). */
export type TopBarDate = { text: Record<LangCode, string>; date: string };

export function TopBar({ today, social }: { today: TopBarDate; social: Settings['social'] }) {
  const t = useT();
  const networks = (Object.keys(NETWORKS) as Network[]).filter((network) => social[network]);
  return (
    <div className="border-b border-hairline bg-panel text-[13px] text-muted">
      {/* A phone too narrow for the date and every link puts the links on a line of their own, never past the screen. */}
      <div className="mx-auto flex min-h-8 max-w-[1200px] flex-wrap items-center justify-between gap-x-2 px-4">
        <time dateTime={today.date} className="whitespace-nowrap">
          {today.text[usePageLang()]}
        </time>
        {networks.length > 0 && (
          <ul className="ml-auto flex items-center" aria-label={t(siteMessages.socialLinks)}>
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={social[network]}
                  rel="noopener"
                  target="_blank"
                  lang="en"
                  title={NETWORKS[network].label}
                  className="flex size-7 items-center justify-center hover:text-brand"
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
                    {NETWORKS[network].mark}
                  </svg>
                  <span className="sr-only">{NETWORKS[network].label}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
