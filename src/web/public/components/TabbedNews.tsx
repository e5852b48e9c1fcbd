import { TITLE_WORDS } from '../../../shared/constants';
import type { Message } from '../../../shared/i18n/message';
import { langOf } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { truncateWords } from '../../../shared/text';
import type { DatedNews } from './NewsCard';
import { NewsThumbRow } from './NewsThumbRow';
import { useT } from './page-language';

/** The two tabbed boxes (docs/product.md, Listing pages); which news type fills each tab is a setting. */
export type TabbedNewsVariant = 'fresh' | 'special';

/** Each tab's 25 newest by publish date, dated by publish date. */
export type TabbedNewsData = { variant: TabbedNewsVariant; tabs: [DatedNews[], DatedNews[]] };

/** Each box's two tabs in the page's language: 'ताज़ा ख़बरें', 'ख़ास इंटरव्यू' / 'special interview' (docs/product.md, Listing pages; decision 090). */
export const TAB_LABELS: Record<TabbedNewsVariant, [Message, Message]> = {
  fresh: [listingMessages.freshNews, listingMessages.topNews],
  special: [listingMessages.specialInterview, listingMessages.groundReport],
};

const TAB = 'flex-1 cursor-pointer px-3 py-2 text-center text-[16px] font-bold leading-snug';
// Tailwind reads class names literally, so each tab spells out its own checked and focus styles.
const FIRST_TAB = `${TAB} peer-checked/one:bg-brand peer-checked/one:text-white peer-focus-visible/one:outline-3 peer-focus-visible/one:-outline-offset-4 peer-focus-visible/one:outline-[#1d4ed8]`;
const SECOND_TAB = `${TAB} peer-checked/two:bg-brand peer-checked/two:text-white peer-focus-visible/two:outline-3 peer-focus-visible/two:-outline-offset-4 peer-focus-visible/two:outline-[#1d4ed8]`;
const PANEL = 'max-h-[80vh] divide-y divide-hairline overflow-y-auto overscroll-contain px-3';

function Empty() {
  const t = useT();
  return <li className="py-4 text-muted">{t(listingMessages.noNews)}</li>;
}

/**
 * Two tabs that switch without script: a pair of radio buttons (arrow keys move between them, as
 * in a tablist) whose checked state shows one panel or the other through CSS `:has()`. Tab 1
 * lists image and title, tab 2 title and date; each scrolls within 80vh (docs/product.md, Listing pages).
 */
export function TabbedNews({ box }: { box: TabbedNewsData }) {
  const t = useT();
  const [firstLabel, secondLabel] = TAB_LABELS[box.variant].map((label) => t(label));
  const [first, second] = box.tabs;
  const name = `tabs-${box.variant}`;
  return (
    <section aria-labelledby={`${name}-legend`} className="group/tabs border border-hairline bg-white">
      <fieldset>
        <legend id={`${name}-legend`} className="sr-only">
          {firstLabel}
        </legend>
        <div className="flex border-b-4 border-brand">
          <input type="radio" name={name} id={`${name}-1`} value="1" defaultChecked className="peer/one sr-only" />
          <label htmlFor={`${name}-1`} className={FIRST_TAB}>
            {firstLabel}
          </label>
          <input type="radio" name={name} id={`${name}-2`} value="2" className="peer/two sr-only" />
          <label htmlFor={`${name}-2`} className={SECOND_TAB}>
            {secondLabel}
          </label>
        </div>
      </fieldset>
      <ul aria-label={firstLabel} className={`${PANEL} group-has-[[value='2']:checked]/tabs:hidden`}>
        {first.length === 0 ? (
          <Empty />
        ) : (
          first.map(({ item }) => (
            <li key={item._id}>
              <NewsThumbRow item={item} />
            </li>
          ))
        )}
      </ul>
      <ul aria-label={secondLabel} className={`${PANEL} hidden group-has-[[value='2']:checked]/tabs:block`}>
        {second.length === 0 ? (
          <Empty />
        ) : (
          second.map(({ item, date }) => (
            <li key={item._id} lang={langOf(item.language)}>
              <a href={`/${item.slug}`} className="group block py-2.5">
                <span className="block text-[15px] font-semibold leading-snug group-hover:underline">
                  {truncateWords(item.title, TITLE_WORDS)}
                </span>
                <span className="mt-0.5 block text-[13px] text-muted">{date}</span>
              </a>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
