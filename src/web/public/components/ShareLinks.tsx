/** Share targets of docs/product.md, Article page, each carrying the article's canonical address. */
export function shareLinks(url: string, title: string): { label: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'Email', href: `mailto:?subject=${encodeURIComponent('Check this out')}&body=${u}` },
  ];
}

/** Plain links: sharing needs no script. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Share">
      {shareLinks(url, title).map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            // The mail app opens by itself; a new tab for mailto: would stay empty.
            target={link.href.startsWith('mailto:') ? undefined : '_blank'}
            rel="noopener noreferrer"
            className="inline-block rounded border border-hairline px-3 py-1 text-[13px] font-semibold text-muted hover:border-brand hover:text-brand"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
