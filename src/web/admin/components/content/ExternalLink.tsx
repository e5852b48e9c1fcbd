/**
 * A stored link in a table cell: opens in a new tab, shown without its scheme and cut with an
 * ellipsis so the row keeps its actions in view at 768 px; the whole address is in the tooltip. On a
 * phone's card, which has no tooltip, it wraps whole instead.
 */
export function ExternalLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      className="block break-all text-brand underline md:max-w-[11rem] md:truncate lg:max-w-[22rem]"
    >
      {url.replace(/^https?:\/\//i, '')}
    </a>
  );
}
