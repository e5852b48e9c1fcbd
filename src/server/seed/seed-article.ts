import type { NEWS_TYPES } from '../../shared/constants';
import type { CategoryKey, SubcategoryKey } from './categories';
import type { ArticleArt } from './images';
import type { Block } from './markup';

/** One demo article as the data files write it; `hoursAgo` dates it relative to the moment of seeding. */
export type SeedArticle = {
  slug: string;
  title: string;
  subtitle: string;
  type: (typeof NEWS_TYPES)[number];
  category: CategoryKey;
  subcategory?: SubcategoryKey;
  location: string;
  tags: readonly string[];
  hoursAgo: number;
  images: readonly [ArticleArt] | readonly [ArticleArt, ArticleArt];
  body: readonly Block[];
  /** The slug of the same story in the other language, seeded before this one: the two are linked as translations. */
  translationOf?: string;
  /** A live blog whose coverage started at the publish time and is still running. */
  live?: true;
};
