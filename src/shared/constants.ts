/** Business constants and limits: docs/product.md, Limits and constants. */
export const DESCRIPTION_MAX_WORDS = 3000;
export const LANGUAGES = ['Hindi', 'English'] as const;
export const NEWS_TYPES = [
  'all',
  'top-news',
  'recent-news',
  'big-news',
  'breaking-news',
  'Interview',
  'ground-report',
] as const;
export const AD_TYPES = ['top-add', 'right-add', 'buttom-add'] as const;
export const VIDEO_TYPES = ['right-yt', 'middle-yt', 'middle', 'short'] as const;
export const ADMIN_ROLES = ['Admin', 'SuperAdmin'] as const;

/** What a write can change that someone else (the page cache, the back office, the scheduler) may need to know; also the kinds of item the audit log names. */
export const CONTENT_ENTITIES = [
  'news',
  'category',
  'subcategory',
  'breaking_news',
  'live_stream',
  'poll',
  'ad',
  'video',
  'settings',
  'admin',
  'contact',
  'comment',
  'reader',
  'live_update',
] as const;
/** What a content event may announce besides those, done by no admin and so named by no audit line: the 'most read' list changed (decision 241). */
export const EVENT_ONLY_ENTITIES = ['most_read'] as const;
/** What an audit line says an admin did. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'toggle', 'login'] as const;

export const LISTING_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The most rows a list call answers without paging: news, users (docs/decisions/011, 061). */
export const UNPAGED_MAX_ROWS = 1000;
/** The notification list (the bell) without `page` and `limit`: its newest articles (docs/product.md, Notifications and push). */
export const NOTIFICATION_LIST_SIZE = 20;
/** Default and maximum `limit` of the editorial lists: ads, videos, polls, breaking news, live streams, admins, categories (docs/decisions/061). */
export const ENTITY_LIST_MAX = 500;
/** Revisions kept per article, newest first; a save prunes older ones in its own transaction (docs/decisions/225). */
export const NEWS_REVISIONS_KEPT = 100;
export const PAGINATION_FULL_LIST_MAX = 10;
export const PAGINATION_EDGE_PAGES = 3;
export const PAGINATION_ELLIPSIS_AFTER = 5;

export const BIG_NEWS_CAROUSEL_ITEMS = 10;
export const BIG_NEWS_PER_SLIDE = 5;
export const CATEGORY_SECTION_ITEMS = 4;
export const BREAKING_TICKER_ITEMS = 3;
export const HOME_SECTIONS = 6;
/** How many of each the home page reads: enough for every banner slot and the video rows (docs/decisions/062). */
export const HOME_ADS = 30;
export const HOME_VIDEOS = 12;
export const HOME_LIVE_STREAMS = 5;
export const SIDEBAR_LATEST_ITEMS = 6;
export const TABBED_BOX_ITEMS = 25;
export const RELIGION_BLOCK_ITEMS = 9;
/** docs/product.md, Most read: the readers' block and the dashboard's list, over the last 24 hours. */
export const MOST_READ_BLOCK_ITEMS = 5;
export const MOST_READ_DASHBOARD_ITEMS = 10;
export const MOST_READ_HOURS = 24;

/** The words for an empty listing or search (docs/product.md, Messages), on the pages and in the search overlay. */
export const NO_NEWS_FOUND = 'No news found...';
export const TITLE_WORDS = 10;
export const LIST_DESCRIPTION_WORDS = 25;
export const SEARCH_TITLE_WORDS = 18;
export const SEARCH_SUBTITLE_WORDS = 10;

/** The width of the image a shared link shows (Open Graph, Twitter card, JSON-LD). */
export const SHARE_IMAGE_WIDTH = 1200;
/**
 * Widths of the resized copies stored beside each upload (`<public_id>-<width>.webp`), for srcset
 * and the share image. Only the widths below the upload's own exist: the main file is the widest.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, SHARE_IMAGE_WIDTH] as const;

export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;

export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Pixels an upload may decode to, all frames together (docs/decisions/068): a 49-megapixel photo cost ~0.9 s. */
export const UPLOAD_MAX_MEGAPIXELS = 25;
export const UPLOAD_MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000;

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

/** First path segments of the site; an article slug may never equal one (docs/product.md, News form). */
export const RESERVED_SLUGS = [
  'admin',
  'login',
  'logout',
  'register',
  'signin',
  'account',
  'category',
  'subcategory',
  'about',
  'contact',
  'privacy-policy',
  'disclaimer',
  'api',
  'uploads',
  'assets',
  'search',
  'sitemap',
  'sitemap.xml',
  'news-sitemap.xml',
  'rss',
  'rss.xml',
  'robots.txt',
  'healthz',
  'readyz',
  'favicon.ico',
  'static',
  'fonts',
  'build',
  'tag',
  'tags',
  'author',
  'page',
  'feed',
  'amp',
  'manifest.webmanifest',
  'sw.js',
] as const;
