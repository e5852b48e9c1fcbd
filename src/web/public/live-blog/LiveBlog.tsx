import type { Translate } from '../../../shared/i18n/translate';
import { type LangCode, langOfText } from '../../../shared/language';
import { liveUpdateAnchor, liveUpdateHeadline } from '../../../shared/live-blog';
import { liveBlogMessages } from '../../../shared/messages/live-blog';
import type { LiveUpdate } from '../../../shared/schemas/live-blog';
import { IMAGE_SIZES, NewsImage } from '../components/NewsImage';
import { useT } from '../components/page-language';
import { countForms } from '../count-words.server';
import { LiveLabel } from './LiveLabel';
import type { LiveBlogPageWords } from './live-blog-live';
import { formatUpdateTime, paragraphsOf } from './live-time';

/** What the article page knows of its live blog: the updates as the updates answer gives them, and its cursor. */
export type LiveBlogData = {
  newsId: string;
  revision: number;
  startedAt: string;
  endedAt: string | null;
  /** Pinned first, then newest first. */
  updates: LiveUpdate[];
};

/** Pinned first, then newest first: the order of the page, here and in the browser (live-blog-live.ts). */
export function orderForPage(updates: LiveUpdate[]): LiveUpdate[] {
  return [...updates].sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
  );
}

/** What the page's script needs to write updates that arrive later, and their times, in the page's language. */
function pageWords(t: Translate, lang: LangCode): LiveBlogPageWords {
  return {
    pinned: t(liveBlogMessages.pinned),
    keyEvent: t(liveBlogMessages.keyEvent),
    justNow: t(liveBlogMessages.justNow),
    newUpdates: countForms(lang, liveBlogMessages.newUpdates),
  };
}

type Shown = { t: Translate; lang: LangCode; timeZone: string };

/** When an update was posted; live-blog-live.ts rewrites it by the reader's clock ('5 मिनट पहले'). */
function UpdateTime({
  at,
  lang,
  timeZone,
  className,
}: {
  at: string;
  lang: LangCode;
  timeZone: string;
  className?: string;
}) {
  return (
    <time dateTime={at} data-live-time="" className={className}>
      {formatUpdateTime(at, timeZone, lang)}
    </time>
  );
}

/**
 * One update. Its markup is built again by live-blog-live.ts for updates that arrive later: the two
 * keep the same classes and data attributes (the browser test reads both). What the editor wrote
 * carries the `lang` of its script: a score line is often in Latin letters on a Hindi blog.
 */
function UpdateItem({ update, shown: { t, lang, timeZone } }: { update: LiveUpdate; shown: Shown }) {
  return (
    <li
      id={liveUpdateAnchor(update._id)}
      data-update={update._id}
      data-pinned={update.pinned ? 'true' : undefined}
      className={`live-update scroll-mt-28 border-l-4 py-3 pl-4 ${update.pinned ? 'border-brand bg-panel' : update.keyEvent ? 'border-ink' : 'border-hairline'}`}
    >
      <p className="flex flex-wrap items-center gap-2 text-[13px] text-muted">
        <a href={`#${liveUpdateAnchor(update._id)}`} className="font-semibold text-ink hover:underline">
          <UpdateTime at={update.createdAt} lang={lang} timeZone={timeZone} />
        </a>
        {update.pinned && <span className="font-bold uppercase text-brand">{t(liveBlogMessages.pinned)}</span>}
        {update.keyEvent && <span className="font-bold uppercase text-ink">{t(liveBlogMessages.keyEvent)}</span>}
      </p>
      {update.score && (
        <p lang={langOfText(update.score)} className="mt-1 font-bold tabular-nums text-[17px]">
          {update.score}
        </p>
      )}
      {paragraphsOf(update.body).map((line, index) => (
        // Paragraphs of plain text never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: the text's own order
        <p key={index} lang={langOfText(line)} className="mt-1">
          {line}
        </p>
      ))}
      {update.image && (
        <NewsImage
          image={update.image}
          alt=""
          sizes={IMAGE_SIZES.articleGrid}
          className="mt-2 aspect-video w-full max-w-md object-cover"
        />
      )}
    </li>
  );
}

function KeyEvents({ updates, shown: { t, lang, timeZone } }: { updates: LiveUpdate[]; shown: Shown }) {
  const keyEvents = updates.filter((update) => update.keyEvent).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <nav
      aria-label={t(liveBlogMessages.keyEvents)}
      data-key-events-box
      hidden={keyEvents.length === 0}
      className="my-4 rounded border border-hairline p-3"
    >
      <h3 className="text-[15px] font-bold">{t(liveBlogMessages.keyEvents)}</h3>
      <ol data-key-events className="mt-2 space-y-1 text-[15px]">
        {keyEvents.map((update) => (
          <li key={update._id} data-key-event={update._id} data-created={update.createdAt}>
            <a href={`#${liveUpdateAnchor(update._id)}`} className="hover:underline">
              <UpdateTime at={update.createdAt} lang={lang} timeZone={timeZone} className="text-[13px] text-muted" />{' '}
              <span lang={langOfText(update.body)}>{liveUpdateHeadline(update.body)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The live blog under the article (docs/product.md, Live blog): rendered whole for the kept page, then
 * kept current in the browser by live-blog-live.ts, which asks for changes after `data-revision`.
 */
export function LiveBlog({ data, lang, timeZone }: { data: LiveBlogData; lang: LangCode; timeZone: string }) {
  const t = useT();
  const shown: Shown = { t, lang, timeZone };
  const ended = data.endedAt !== null;
  return (
    <section
      id="live-updates"
      aria-labelledby="live-updates-heading"
      data-live-blog={data.newsId}
      data-revision={data.revision}
      data-words={JSON.stringify(pageWords(t, lang))}
      data-time-zone={timeZone}
      data-ended={ended ? 'true' : undefined}
      className="clear-both mt-6"
    >
      <h2 id="live-updates-heading" className="flex items-center border-b-2 border-brand pb-1 text-[20px] font-bold">
        {!ended && <LiveLabel lang={lang} />}
        {t(liveBlogMessages.updates)}
      </h2>
      <p
        data-live-ended
        role="status"
        hidden={!ended}
        className="mt-2 rounded bg-panel px-3 py-2 text-[15px] font-semibold"
      >
        {t(liveBlogMessages.ended)}
      </p>
      <KeyEvents updates={data.updates} shown={shown} />
      <button
        type="button"
        data-new-updates
        hidden
        className="fixed bottom-24 left-1/2 z-30 -translate-x-1/2 rounded-full bg-brand px-4 py-2 text-[15px] font-semibold text-white shadow-lg"
      />
      <p data-live-none hidden={data.updates.length > 0} className="mt-3 text-muted">
        {t(liveBlogMessages.none)}
      </p>
      <ol data-live-updates className="mt-3 space-y-3">
        {data.updates.map((update) => (
          <UpdateItem key={update._id} update={update} shown={shown} />
        ))}
      </ol>
    </section>
  );
}
