import type { ImageRef } from '../../../shared/schemas/news';

/** 16:9 boxes are reserved even for images stored without their size, so nothing shifts. */
const FALLBACK = { width: 1280, height: 720 };

type NewsImageProps = { image: ImageRef; alt: string; className?: string; priority?: boolean; sizes?: string };

/** An article image with its width and height; the page's main image eager and first, the rest lazy. */
export function NewsImage({ image, alt, className, priority = false, sizes }: NewsImageProps) {
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width ?? FALLBACK.width}
      height={image.height ?? FALLBACK.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      sizes={sizes}
      className={className}
    />
  );
}
