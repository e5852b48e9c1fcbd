import type { ImageRef } from '../../../shared/schemas/news';
import { NewsImage } from './NewsImage';

type NewsImageBoxProps = {
  image: ImageRef | null | undefined;
  /** The box's width and how it sits in its row; the box is 16:9 whatever it is given. */
  className: string;
  /** How wide the image is drawn at each layout width (IMAGE_SIZES). */
  sizes: string;
  /** The page's LCP image: eager, fetched first. */
  priority?: boolean;
};

/**
 * An article's image in a 16:9 box, or the empty box when it has none: the box is reserved either
 * way, so nothing moves when the image loads and imageless articles keep the row's rhythm.
 * Decorative (`alt=""`): the title beside it names the article.
 */
export function NewsImageBox({ image, className, sizes, priority = false }: NewsImageBoxProps) {
  if (!image) return <span className={`${className} block aspect-video bg-panel`} />;
  return (
    <NewsImage
      image={image}
      alt=""
      priority={priority}
      sizes={sizes}
      className={`${className} aspect-video bg-panel object-cover`}
    />
  );
}
