import { langOfText } from '../../../shared/language';
import { siteMessages } from '../../../shared/messages/site';
import { useT } from './page-language';

export type TickerLine = { id: string; name: string };

/**
 * The breaking-news ticker under the navigation of every page: the 3 newest active lines, one
 * at a time, each for 1.5 s, looping (docs/product.md, Site layout). The motion is a CSS animation (styles.css, 'Breaking
 * ticker'); the first line is repeated at the end, hidden from assistive technology, so the loop
 * has no jump. With reduced motion the lines stand still, one under the other.
 */
export function BreakingTicker({ lines }: { lines: TickerLine[] }) {
  const t = useT();
  return (
    <section aria-label={t(siteMessages.breakingTicker)} className="bg-ink text-white">
      <div className="mx-auto flex max-w-[1200px] items-stretch md:px-4">
        <p className="flex shrink-0 items-center bg-brand px-3 text-[14px] font-bold leading-tight md:px-4">
          {t(siteMessages.breakingLabel)}
        </p>
        {lines.length === 0 ? (
          <p className="ticker-line flex min-w-0 flex-1 items-center px-3 text-[15px]">
            {t(siteMessages.noBreakingNews)}
          </p>
        ) : (
          <div className="ticker-window min-w-0 flex-1">
            <ul className={`ticker-lines ticker-lines-${lines.length}`}>
              {[...lines, ...(lines.length > 1 ? lines.slice(0, 1) : [])].map((line, index) => (
                <li
                  key={index < lines.length ? line.id : `${line.id}-again`}
                  aria-hidden={index >= lines.length || undefined}
                  className="ticker-line flex items-center px-3 text-[15px]"
                >
                  <span className="ticker-text" lang={langOfText(line.name)}>
                    {line.name}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
