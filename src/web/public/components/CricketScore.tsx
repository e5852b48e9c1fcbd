import { formatArticleDate } from '../../../shared/dates';
import { type Language, langOf, langOfText } from '../../../shared/language';
import { siteMessages } from '../../../shared/messages/site';
import { usePageLang, useT } from './page-language';

/** The widget's box: a fixed height so the page never shifts while the provider's page loads. */
const WIDGET_HEIGHT = 380;

/** A live match's newest score line and the live blog it comes from (layout.server.ts, loadCricketScore). */
export type CricketMatch = {
  path: string;
  title: string;
  language: Language;
  score: string;
  /** When the score line was posted, and the zone to write it in. */
  at: string;
  timeZone: string;
};

/** What a page with the box loads: the match when one is on, else the widget address ('' for none). */
export type CricketScoreData = { cricketWidgetUrl: string; cricketMatch: CricketMatch | null };

function LiveMatch({ match }: { match: CricketMatch }) {
  const t = useT();
  const lang = usePageLang();
  return (
    <a href={match.path} className="group block border border-hairline bg-panel p-3 hover:border-brand">
      <span className="flex items-center gap-2 text-[13px] font-bold text-brand">
        <span aria-hidden="true" className="size-2 rounded-full bg-brand motion-safe:animate-pulse" />
        {t(siteMessages.cricketLive)}
      </span>
      <span lang={langOf(match.language)} className="mt-1 block font-bold leading-snug group-hover:underline">
        {match.title}
      </span>
      <span lang={langOfText(match.score)} className="mt-2 block text-[20px] font-bold tabular-nums leading-snug">
        {match.score}
      </span>
      <span className="mt-1 block text-[13px] text-muted">
        {t(siteMessages.cricketUpdated, { time: formatArticleDate(match.at, match.timeZone, lang) })}
      </span>
      <span className="mt-2 block text-[15px] font-bold text-brand">
        {t(siteMessages.cricketFollow)} <span aria-hidden="true">→</span>
      </span>
    </a>
  );
}

/**
 * The sidebar's 'Cricket Score' (docs/product.md, Article page; docs/product.md, Listing pages;
 * decision 264): while a live blog with score lines is on, its newest score line, linking to it;
 * else the provider's page named in settings, in a lazily loaded iframe, so a reader who never
 * scrolls to it never contacts the provider; else one quiet line.
 */
export function CricketScore({ url, match }: { url: string; match: CricketMatch | null }) {
  const t = useT();
  return (
    <section aria-labelledby="cricket-score" className="border-t-4 border-brand">
      <h2 id="cricket-score" className="py-2 text-lg font-bold">
        {t(siteMessages.cricketScore)}
      </h2>
      {match ? (
        <LiveMatch match={match} />
      ) : url ? (
        <iframe
          src={url}
          title={t(siteMessages.cricketScore)}
          loading="lazy"
          width="100%"
          height={WIDGET_HEIGHT}
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="block w-full border border-hairline bg-panel"
        />
      ) : (
        <p className="text-[15px] text-muted">{t(siteMessages.cricketNoMatch)}</p>
      )}
    </section>
  );
}

/** The origin the page's CSP must allow as a frame source for the widget, if one is set. */
export function cricketScoreOrigin(url: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
