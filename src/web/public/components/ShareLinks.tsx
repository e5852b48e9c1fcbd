import type { ReactNode } from 'react';
import { articleMessages } from '../../../shared/messages/article';
import { useT } from './page-language';

type ShareTarget = {
  /** The brand, in Latin letters whatever the page's language; none for email. */
  network?: string;
  href: string;
  /** Drawn in a 24-unit box, in the link's colour. */
  mark: ReactNode;
};

/**
 * Share targets of docs/product.md, Article page, each carrying the article's canonical address.
 * X's intent is x.com's current one; a plain link, so it works without script.
 */
export function shareTargets(url: string, title: string, mailSubject: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      mark: (
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
      ),
    },
    {
      network: 'X',
      href: `https://x.com/intent/post?url=${u}&text=${t}`,
      mark: (
        <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
      ),
    },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      mark: (
        <path d="M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z" />
      ),
    },
    {
      network: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      mark: (
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8zM8.9 7.9c-.2 0-.5 0-.7.3-.3.3-1 .9-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4.9 2.9.8 3.4.7.5-.1 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.8-.9c-.3-.1-.5-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1-.3-.1-1.1-.4-2.1-1.3-.8-.7-1.3-1.5-1.5-1.8-.1-.3 0-.4.1-.5l.4-.5.3-.5v-.5l-.8-2c-.2-.5-.4-.5-.6-.5z" />
      ),
    },
    {
      href: `mailto:?subject=${encodeURIComponent(mailSubject)}&body=${u}`,
      mark: (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="1.5" />
          <path d="m3.5 6 8.5 7 8.5-7" />
        </g>
      ),
    },
  ];
}

/** Stands for the brand in the catalogue's sentence, which is then cut around it. */
const BRAND = '\uE000';

/**
 * A share link's name in the page's language ('X पर शेयर करें', 'Share on X'), the brand inside
 * `lang="en"`, so that a Hindi page's own words stay Hindi and the brand is read as written.
 */
function ShareName({ network }: { network?: string }) {
  const t = useT();
  if (!network) return <span className="sr-only">{t(articleMessages.shareByEmail)}</span>;
  const [before = '', after = ''] = t(articleMessages.shareOn, { network: BRAND }).split(BRAND);
  return (
    <span className="sr-only">
      {before}
      <span lang="en">{network}</span>
      {after}
    </span>
  );
}

/** Plain links: sharing needs no script. Icons with their names for screen readers, each a 44 px target. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t(articleMessages.share)}>
      {shareTargets(url, title, t(articleMessages.mailSubject)).map((target) => (
        <li key={target.href}>
          <a
            href={target.href}
            // The mail app opens by itself; a new tab for mailto: would stay empty.
            target={target.network ? '_blank' : undefined}
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full border border-hairline text-muted hover:border-brand hover:text-brand"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              {target.mark}
            </svg>
            <ShareName network={target.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
