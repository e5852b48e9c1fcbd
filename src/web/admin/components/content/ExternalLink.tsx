/**
 * A stored link in a table cell: opens in a new tab, shown without its scheme and cut with an
 * ellipsis so the row keeps its actions in view at 768 px; the whole address is in the tooltip.
 */
export function ExternalLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      className="block max-w-[11rem] truncate text-brand underline lg:max-w-[22rem]"
    >
      {url.replace(/^https?:\/\//i, '')}
    </a>
  );
}
