import type { ReactNode } from 'react';
import { type LangCode, langOfText } from '../../../shared/language';
import { siteMessages } from '../../../shared/messages/site';
import type { Settings } from '../../../shared/schemas/settings';
import { BreakingTicker, type TickerLine } from './BreakingTicker';
import { Footer } from './Footer';
import { type NavCategory, Navigation } from './Navigation';
import { useT } from './page-language';
import { TopBar, type TopBarDate } from './TopBar';

export type LayoutData = {
  siteName: string;
  /** The language of pages that belong to neither (settings; decision 262). */
  siteLanguage: LangCode;
  social: Settings['social'];
  /** Today in the site time zone: as shown in each language ('शनिवार, 28 नवंबर 2026') and as a date ('2026-11-22'). */
  today: TopBarDate;
  /** The site time zone, for the times the page's script writes (the bell's list). */
  timeZone: string;
  navigation: NavCategory[];
  /** The ticker's lines, newest first (the 3 newest: docs/product.md, Site layout). */
  breaking: TickerLine[];
  /** The floating chat button's link (settings), empty for none. */
  chatUrl: string;
};

/**
 * The frame of every public page (docs/product.md, Site layout): top bar, logo banner (desktop),
 * navigation, breaking-news ticker, content, footer.
 */
export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:bg-white focus:p-2">
        {t(siteMessages.skipToContent)}
      </a>
      <TopBar today={data.today} social={data.social} />
      <div className="mx-auto hidden w-full max-w-[1200px] px-4 py-5 md:block">
        <a href="/" lang={langOfText(data.siteName)} className="text-[44px] font-bold leading-tight text-brand">
          {data.siteName}
        </a>
      </div>
      <Navigation siteName={data.siteName} categories={data.navigation} timeZone={data.timeZone} />
      <BreakingTicker lines={data.breaking} />
      <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6">
        {children}
      </main>
      <Footer siteName={data.siteName} chatUrl={data.chatUrl} year={data.today.date.slice(0, 4)} />
    </div>
  );
}
