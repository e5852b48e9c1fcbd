import { langOfText } from '../../../shared/language';
import { siteMessages } from '../../../shared/messages/site';
import { NavigationSearch } from './NavigationSearch';
import { NotificationBell } from './NotificationBell';
import { useT } from './page-language';
import { ReaderSlot } from './ReaderSlot';

/** A category of the bar with its readable address (decision 273), and its subcategories'. */
export type NavCategory = {
  id: string;
  name: string;
  path: string;
  subcategories: { id: string; name: string; path: string }[];
};

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M12 3 2 12h3v9h6v-6h2v6h6v-9h3z" />
    </svg>
  );
}

/**
 * 'More ▾' and its menu of every category (decision 263): nav-live.ts hides the ones the bar shows
 * whole, and the item itself when the bar shows them all. Without script it lists them all, which
 * is still right. It opens on hover and on keyboard focus, by CSS.
 */
function MoreMenu({ categories }: { categories: NavCategory[] }) {
  const t = useT();
  return (
    <div data-nav-more="" className="nav-item nav-more relative hidden md:flex">
      <button
        type="button"
        aria-haspopup="true"
        className="flex items-center gap-1 whitespace-nowrap px-3 text-[16px] font-bold hover:bg-brand-dark"
      >
        {t(siteMessages.more)}
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        aria-label={t(siteMessages.moreCategories)}
        className="nav-menu absolute top-full right-0 z-30 hidden max-h-[70vh] min-w-48 overflow-y-auto border border-hairline bg-white py-1 text-ink shadow-lg"
      >
        {categories.map((category) => (
          <li key={category.id} data-nav-more-item={category.id}>
            <a
              href={category.path}
              lang={langOfText(category.name)}
              className="block whitespace-nowrap px-4 py-1.5 font-bold hover:bg-panel hover:text-brand"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The red navigation bar (docs/product.md, Site layout): home, then the categories in navigation order
 * (decision 020), each with its subcategories in a menu that opens on hover and on keyboard focus
 * (CSS only, from 768 px). A menu is positioned against the bar, not its item, so the strip's
 * overflow does not clip it.
 *
 * From 768 px the categories sit in one row of fixed height that wraps: an item that does not fit
 * goes whole to a second row, which is clipped, so the bar never shows part of a name, whatever the
 * fonts or the header's right end (reader's name, bell) do; those items are in 'More' (decision 263).
 * On phones the strip scrolls sideways under the logo, its right edge fading to say so.
 * The reader's link ('Sign in' or the reader's name) sits beside search (docs/product.md, Reader accounts on the site),
 * after the notification bell (docs/product.md, Notifications and push).
 */
export function Navigation({
  siteName,
  categories,
  timeZone,
}: {
  siteName: string;
  categories: NavCategory[];
  timeZone: string;
}) {
  const t = useT();
  return (
    <nav aria-label={t(siteMessages.categories)} className="sticky top-0 z-20 bg-brand text-white shadow">
      <div className="border-b border-white/20 px-4 py-2 md:hidden">
        <a href="/" lang={langOfText(siteName)} className="text-2xl font-bold text-white">
          {siteName}
        </a>
      </div>
      <div className="mx-auto flex max-w-[1200px]">
        <a
          href="/"
          className="flex shrink-0 items-center px-3 py-2 pl-5 hover:bg-brand-dark md:pl-3"
          aria-label={t(siteMessages.home)}
        >
          <HomeIcon />
        </a>
        <ul data-nav-strip="" className="nav-strip scrollbar-none flex min-w-0 flex-1 items-stretch">
          {categories.map((category) => (
            <li key={category.id} data-nav-item={category.id} className="nav-item flex shrink-0">
              <a
                href={category.path}
                lang={langOfText(category.name)}
                className="flex items-center whitespace-nowrap px-3 py-2 text-[16px] font-bold hover:bg-brand-dark"
              >
                {category.name}
              </a>
              {category.subcategories.length > 0 && (
                <ul className="nav-menu absolute top-full z-30 hidden min-w-48 border border-hairline bg-white py-1 text-ink shadow-lg">
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <a
                        href={sub.path}
                        lang={langOfText(sub.name)}
                        className="block px-4 py-1.5 hover:bg-panel hover:text-brand"
                      >
                        {sub.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <MoreMenu categories={categories} />
        {/*
        The reader's link and search: in the logo row on phones; from md up at the bar's right end,
        beside the strip rather than over it, so no category hides under them. Search wakes on use or on `/`.
      */}
        <div className="absolute right-2 top-0 flex h-12 md:static md:h-auto md:shrink-0 md:pr-2">
          <NotificationBell timeZone={timeZone} />
          <ReaderSlot />
          <NavigationSearch />
        </div>
      </div>
    </nav>
  );
}
