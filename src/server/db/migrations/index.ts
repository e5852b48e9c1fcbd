import type { Migration, MigrationProvider } from 'kysely';
import * as createSchema from './2026_11_22_120000_create_schema';
import * as createNewsSearchKeys from './2026_11_22_140500_create_news_search_keys';
import * as orderSearchRowidsByPublish from './2026_11_23_120000_order_search_rowids_by_publish';
import * as indexSlugWordsForSearch from './2026_11_24_090000_index_slug_words_for_search';
import * as addNewsVersion from './2026_11_24_120000_add_news_version';
import * as indexAuditFiltersAndUnreadFeedback from './2026_11_24_180000_index_audit_filters_and_unread_feedback';
import * as indexNewsByPublishAndId from './2026_11_24_190000_index_news_by_publish_and_id';
import * as indexSearchPrefixes from './2026_11_25_160000_index_search_prefixes';
import * as readerAccountsCommentsLikesPush from './2026_11_25_200000_reader_accounts_comments_likes_push';
import * as indexCommentThreads from './2026_11_25_220000_index_comment_threads';
import * as addCommentIntervalAndReplyNotice from './2026_11_25_230000_add_comment_interval_and_reply_notice';
import * as addLiveBlogs from './2026_11_26_100000_add_live_blogs';
import * as createNewsRevisions from './2026_11_26_110000_create_news_revisions';
import * as createNewsTranslations from './2026_11_26_120000_create_news_translations';
import * as addLatinSearchKeys from './2026_11_26_130000_add_latin_search_keys';
import * as createNewsReads from './2026_11_26_140000_create_news_reads';
import * as addReaderLanguage from './2026_11_28_180000_add_reader_language';
import * as addListingSlugs from './2026_11_28_181000_add_listing_slugs';
import * as indexOpenLiveBlogs from './2026_11_28_190000_index_open_live_blogs';

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '2026_11_22_120000_create_schema': createSchema,
  '2026_11_22_140500_create_news_search_keys': createNewsSearchKeys,
  '2026_11_23_120000_order_search_rowids_by_publish': orderSearchRowidsByPublish,
  '2026_11_24_090000_index_slug_words_for_search': indexSlugWordsForSearch,
  '2026_11_24_120000_add_news_version': addNewsVersion,
  '2026_11_24_180000_index_audit_filters_and_unread_feedback': indexAuditFiltersAndUnreadFeedback,
  '2026_11_24_190000_index_news_by_publish_and_id': indexNewsByPublishAndId,
  '2026_11_25_160000_index_search_prefixes': indexSearchPrefixes,
  '2026_11_25_200000_reader_accounts_comments_likes_push': readerAccountsCommentsLikesPush,
  '2026_11_25_220000_index_comment_threads': indexCommentThreads,
  '2026_11_25_230000_add_comment_interval_and_reply_notice': addCommentIntervalAndReplyNotice,
  '2026_11_26_100000_add_live_blogs': addLiveBlogs,
  '2026_11_26_110000_create_news_revisions': createNewsRevisions,
  '2026_11_26_120000_create_news_translations': createNewsTranslations,
  '2026_11_26_130000_add_latin_search_keys': addLatinSearchKeys,
  '2026_11_26_140000_create_news_reads': createNewsReads,
  '2026_11_28_180000_add_reader_language': addReaderLanguage,
  '2026_11_28_181000_add_listing_slugs': addListingSlugs,
  '2026_11_28_190000_index_open_live_blogs': indexOpenLiveBlogs,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
