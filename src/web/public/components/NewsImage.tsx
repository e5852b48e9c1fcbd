import { srcSetOf } from '../../../shared/image-variants';
import type { ImageRef } from '../../../shared/schemas/news';
import { AfterPaint } from './AfterPaint';
import { useImagePreloads } from './image-preloads';

/** 16:9 boxes are reserved even for images stored without their size, so nothing shifts. */
const FALLBACK = { width: 1280, height: 720 };

/**
 * `sizes` of each place an article image appears: how wide it is drawn at each layout width
 * (Layout: 1200 px frame, 16 px side padding; `lg` pages put a 2:1 grid with a 32 px gap).
 */
export const IMAGE_SIZES = {
  /** The article's first image: the text column's width on phones, 45 % of the 70ch body beside the text from `md`. */
  articleMain: '(min-width: 768px) 310px, calc(100vw - 32px)',
  /** The article's further images, two to a row. */
  articleGrid: '(min-width: 1024px) 370px, calc(50vw - 22px)',
  /** A large card (home lead): half the frame from `md`, the whole column on phones. */
  largeCard: '(min-width: 1200px) 576px, (min-width: 768px) calc(50vw - 24px), calc(100vw - 32px)',
  /** A small card: a quarter of the frame on wide screens, half the column on phones. */
  smallCard: '(min-width: 1200px) 276px, (min-width: 768px) calc(25vw - 20px), calc(50vw - 24px)',
  /** A listing row's thumbnail (category and subcategory pages). */
  listing: '(min-width: 768px) 240px, 128px',
  /** A search result's thumbnail. */
  searchResult: '(min-width: 768px) 176px, 112px',
  /** A sidebar thumbnail ('ALL News', the tabbed boxes, the religion block). */
  sidebar: '112px',
} as const;

type NewsImageProps = { image: ImageRef; alt: string; className?: string; priority?: boolean; sizes: string };

/**
 * An article image with its width and height and, for uploads, every stored width copy in
 * `srcset` (`<public_id>-<width>.webp`). The page's main image loads eagerly with high priority
 * and is preloaded from the head; `className` is its own. Every other image is drawn in a box of
 * its own size (`className` is the box's) and is asked for lazily, at low priority, once the page
 * has painted (AfterPaint, decision 255), so those in the first screen do not take a slow
 * phone's bandwidth from the main image, the stylesheet and the fonts.
 */
export function NewsImage({ image, alt, className, priority = false, sizes }: NewsImageProps) {
  const preloads = useImagePreloads();
  const srcSet = srcSetOf(image);
  const img = (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image.width ?? FALLBACK.width}
      height={image.height ?? FALLBACK.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? undefined : 'async'}
      className={priority ? className : 'block size-full object-cover'}
    />
  );
  if (!priority)
    return (
      <span className={`${className ?? ''} block overflow-hidden`}>
        <AfterPaint>{img}</AfterPaint>
      </span>
    );
  preloads?.set(srcSet ?? image.url, { href: image.url, srcSet, sizes: srcSet ? sizes : undefined });
  // React preloads an eager image itself, in the body; inside <picture> it does not, and the head
  // carries the preload instead. `contents`: the picture draws no box, the img lays out as before.
  return <picture className="contents">{img}</picture>;
}
