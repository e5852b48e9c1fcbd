import AdminLink from '../islands/AdminLink.island';
import { Island } from './Island';

const PAGES = [
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/disclaimer', label: 'Disclaimer' },
];

/** Footer links and the admin link, whose target depends on a token only the browser knows. */
export function Footer({ siteName }: { siteName: string }) {
  return (
    <footer className="mt-10 bg-ink text-[15px] text-white">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-4 px-4 py-6">
        <p className="font-bold">{siteName}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {PAGES.map((page) => (
            <li key={page.href}>
              <a href={page.href} className="hover:underline">
                {page.label}
              </a>
            </li>
          ))}
          <li>
            <Island name="AdminLink" component={AdminLink} props={{}} when="visible" />
          </li>
        </ul>
      </div>
    </footer>
  );
}
