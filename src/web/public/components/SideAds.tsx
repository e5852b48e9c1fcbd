import type { Ad } from '../../../shared/schemas/ads';
import { AfterPaint } from './AfterPaint';

/** The article page's ad block (docs/product.md, Article page): the right-hand ads, each opening its own url in a new tab. */
export function SideAds({ ads }: { ads: Ad[] }) {
  if (ads.length === 0) return null;
  return (
    <aside aria-label="Advertisement" className="mt-8 grid gap-3 sm:grid-cols-2">
      {ads.map((ad) => (
        <a
          key={ad._id}
          href={ad.url}
          target="_blank"
          rel="noopener sponsored"
          className="block aspect-[2/1] w-full overflow-hidden bg-panel"
        >
          <AfterPaint>
            <img
              src={ad.image}
              alt="Advertisement"
              width={600}
              height={300}
              loading="lazy"
              decoding="async"
              className="block size-full object-cover"
            />
          </AfterPaint>
        </a>
      ))}
    </aside>
  );
}
