import { translate } from '../../../shared/i18n/translate';
import type { LangCode } from '../../../shared/language';
import { liveBlogMessages } from '../../../shared/messages/live-blog';

/**
 * The red 'LIVE' mark before a live blog's title on cards and rows (docs/product.md, Live blog), in
 * its article's language, which it carries: a card of the other language's story may stand on the page.
 */
export function LiveLabel({ lang }: { lang: LangCode }) {
  return (
    <span
      lang={lang}
      className="mr-1.5 inline-flex items-center gap-1 rounded-sm bg-brand px-1.5 align-[2px] text-[11px] font-bold uppercase leading-[18px] tracking-wide text-white"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
      {translate(lang, liveBlogMessages.live)}
    </span>
  );
}
