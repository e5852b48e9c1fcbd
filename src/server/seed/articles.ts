import type { LANGUAGES } from '../../shared/constants';
import { ENGLISH_CRICKET_ARTICLES } from './articles-en-cricket';
import { ENGLISH_NEWS_ARTICLES } from './articles-en-news';
import { HINDI_BUSINESS_ARTICLES } from './articles-hi-business';
import { HINDI_LIFE_ARTICLES } from './articles-hi-life';
import { HINDI_NEWS_ARTICLES } from './articles-hi-news';
import { HINDI_SPORTS_ARTICLES } from './articles-hi-sports';
import { HINDI_STATE_ARTICLES } from './articles-hi-states';
import { LIVE_MATCH_ARTICLE } from './live-match';
import type { SeedArticle } from './seed-article';

export type SeedArticleInLanguage = SeedArticle & { language: (typeof LANGUAGES)[number] };

const inLanguage = (language: SeedArticleInLanguage['language'], articles: SeedArticle[]) =>
  articles.map((article): SeedArticleInLanguage => ({ ...article, language }));

/** Every demo article, oldest first, so ids and creation order follow the publish times. */
export const SEED_ARTICLES: SeedArticleInLanguage[] = [
  ...inLanguage('Hindi', [
    ...HINDI_NEWS_ARTICLES,
    ...HINDI_STATE_ARTICLES,
    ...HINDI_SPORTS_ARTICLES,
    LIVE_MATCH_ARTICLE,
    ...HINDI_BUSINESS_ARTICLES,
    ...HINDI_LIFE_ARTICLES,
  ]),
  ...inLanguage('English', [...ENGLISH_CRICKET_ARTICLES, ...ENGLISH_NEWS_ARTICLES]),
].sort((a, b) => b.hoursAgo - a.hoursAgo);
