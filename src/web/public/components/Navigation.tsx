import { NavigationSearch } from './NavigationSearch';
import { NotificationBell } from './NotificationBell';
import { ReaderSlot } from './ReaderSlot';

export type NavCategory = { id: string; name: string; subcategories: { id: string; name: string }[] };

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M12 3 2 12h3v9h6v-6h2v6h6v-9h3z" />
    </svg>
  );
}

/**
 * The red navigation bar (docs/product.md, Site layout): home, then the categories in navigation order
 * (decision 020), each with its subcategories in a menu that opens on hover and on keyboard focus
 * (CSS only, from 768 px). The categories scroll sideways in one strip when they do not fit (on
 * phones under the logo), never wrapping: a second row would appear and vanish as fonts load. A
 * menu is positioned against the bar, not its item, so the strip's overflow does not clip it.
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
  return (
    <nav aria-label="Categories" className="sticky top-0 z-20 bg-brand text-white shadow">
      <div className="border-b border-white/20 px-4 py-2 md:hidden">
        <a href="/" className="text-2xl font-bold text-white">
          {siteName}
        </a>
      </div>
      <div className="mx-auto flex max-w-[1200px]">
        <ul className="scrollbar-none flex min-w-0 flex-1 items-stretch overflow-x-auto px-2">
          <li className="flex">
            <a href="/" className="flex items-center px-3 py-2 hover:bg-brand-dark" aria-label="Home">
              <HomeIcon />
            </a>
          </li>
          {categories.map((category) => (
            <li key={category.id} className="nav-item flex shrink-0">
              <a
                href={`/category/${category.id}`}
                className="flex items-center whitespace-nowrap px-3 py-2 text-[16px] font-bold hover:bg-brand-dark"
              >
                {category.name}
              </a>
              {category.subcategories.length > 0 && (
                <ul className="nav-menu absolute top-full z-30 hidden min-w-48 border border-hairline bg-white py-1 text-ink shadow-lg">
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <a href={`/subcategory/${sub.id}`} className="block px-4 py-1.5 hover:bg-panel hover:text-brand">
                        {sub.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
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
