import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers on both
 * dialects, so rows read the same from SQLite and PostgreSQL (docs/decisions/002).
 */
type Flag = 0 | 1;

export interface AdminTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: 'Admin' | 'SuperAdmin';
  can_add: Flag;
  can_edit: Flag;
  can_delete: Flag;
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface CategoryTable {
  id: string;
  /** The readable address, `/{slug}`; empty only between the migration and the start that names it (decision 273). */
  slug: string | null;
  name: string;
  description: string;
  image: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface SubcategoryTable {
  id: string;
  category_id: string;
  /** `/{category slug}/{slug}`; unique within its category, named at start when empty (decision 273). */
  slug: string | null;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface NewsTable {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  description_text: string;
  language: 'Hindi' | 'English';
  type: string;
  category_id: string;
  subcategory_id: string | null;
  location: string;
  youtube_url: string;
  notification_send: Flag;
  active: Flag;
  publish_at: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** Counts content edits (not toggles); an update may name the one it started from (docs/decisions/102). */
  version: Generated<number>;
  comments_enabled: Generated<Flag>;
  /** Denormalised counts, kept by the likes and comments services in the same transaction. */
  like_count: Generated<number>;
  /** Comments readers can see. */
  comment_count: Generated<number>;
  /** A live blog: when it went live (null: not one), when its coverage ended, and its updates' change count (decisions 220, 221). */
  live_started_at: string | null;
  live_ended_at: string | null;
  live_revision: Generated<number>;
}

/** A live blog's short update; a deleted one stays as a tombstone until its article goes (decision 220). */
export interface LiveUpdateTable {
  id: string;
  news_id: string;
  body: string;
  score: Generated<string>;
  key_event: Generated<Flag>;
  pinned: Generated<Flag>;
  image_public_id: string | null;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  /** The article's `live_revision` at this update's last change. */
  revision: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface NewsTagTable {
  news_id: string;
  position: number;
  tag: string;
}

export interface NewsImageTable {
  news_id: string;
  position: number;
  public_id: string;
  url: string;
  width: number | null;
  height: number | null;
}

/** A Hindi article and its English translation, one row per pair (docs/decisions/230). */
export interface NewsTranslationTable {
  hindi_id: string;
  english_id: string;
  linked_at: string;
}

/** What one save of an article stored (docs/decisions/225); `tags` and `images` are JSON lists. */
export interface NewsRevisionTable {
  id: string;
  news_id: string;
  /** The article's `version` this save produced. */
  version: number;
  title: string;
  subtitle: string;
  description: string;
  tags: string;
  images: string;
  admin_id: string | null;
  /** The version a restore brought back, when this save was one. */
  restored_from: number | null;
  created_at: string;
}

/** The uploads a revision names, so media a kept revision needs stays stored (decision 227). */
export interface NewsRevisionUploadTable {
  revision_id: string;
  public_id: string;
}

export interface BreakingNewsTable {
  id: string;
  name: string;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface LiveStreamTable {
  id: string;
  name: string;
  url: string;
  embed_url: string;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface PollTable {
  id: string;
  question: string;
  created_at: string;
}

export interface PollOptionTable {
  poll_id: string;
  position: number;
  text: string;
  votes: number;
}

export interface PollVoteTable {
  poll_id: string;
  voter_key: string;
  option_position: number;
  created_at: string;
}

export interface AdTable {
  id: string;
  image: string;
  url: string;
  type: 'top-add' | 'right-add' | 'buttom-add';
  created_at: string;
}

export interface VideoTable {
  id: string;
  url: string;
  video_id: string;
  type: 'right-yt' | 'middle-yt' | 'middle' | 'short';
  publish_at: string;
  created_at: string;
}

export interface ReaderTable {
  id: string;
  name: string;
  email: string;
  location: string;
  token_version: number;
  created_at: string;
  updated_at: string;
  /** 'suspended' holds until suspended_until; 'banned' has no end. */
  status: Generated<'active' | 'suspended' | 'banned'>;
  suspended_until: string | null;
  /** Set by the first code or link that signs the address in; an unverified registration can be claimed again. */
  verified_at: string | null;
  /** Mail when someone replies to the reader's comment. */
  reply_mail: Generated<Flag>;
  /** When the reader last opened the notification list. */
  notifications_seen_at: string | null;
  /** When the reader's newest comment was taken; claimed by a conditional write (decision 190). */
  last_comment_at: string | null;
  /** The language of the reader's mails (decision 270). */
  language: Generated<'hi' | 'en'>;
}

export interface ReaderCodeTable {
  id: string;
  email: string;
  code_hash: string;
  purpose: 'login' | 'register';
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
  /** The hash of the sign-in link's secret mailed with the code. */
  link_hash: string | null;
}

export interface CommentTable {
  id: string;
  news_id: string;
  /** Null once the reader's account is erased and the reader chose to keep the comment ('deleted reader'). */
  reader_id: string | null;
  /** The thread's first comment; replies never nest deeper. */
  parent_id: string | null;
  body: string;
  status: 'visible' | 'pending' | 'hidden' | 'rejected' | 'deleted';
  /** Why the pipeline held it, or why a moderator hid it. */
  hold_reason: string | null;
  like_count: Generated<number>;
  report_count: Generated<number>;
  /** When a moderator last decided on it; reports after that count again. */
  reviewed_at: string | null;
  edited_at: string | null;
  created_at: string;
  /**
   * A held reply: the comment it answers, whose author is mailed at the reply's first approval;
   * null once that mail is claimed, or for a comment that owes none (decision 191). No foreign key:
   * an id whose comment is gone simply mails nobody.
   */
  notify_comment_id: string | null;
}

export interface CommentLikeTable {
  comment_id: string;
  reader_id: string;
  created_at: string;
}

export interface CommentReportTable {
  comment_id: string;
  reader_id: string;
  reason: 'spam' | 'abusive' | 'off-topic' | 'other';
  created_at: string;
}

export interface LikeTable {
  news_id: string;
  reader_id: string;
  created_at: string;
}

export interface PushSubscriptionTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  reader_id: string | null;
  created_at: string;
}

/** One article's push to every subscription, as the news form shows it. */
export interface PushSendTable {
  news_id: string;
  status: 'sending' | 'done';
  total: number;
  sent: number;
  failed: number;
  removed: number;
  started_at: string;
  finished_at: string | null;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  location: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

export interface UsedCaptchaTable {
  token_id: string;
  expires_at: string;
}

export interface VisitTable {
  day: string;
  count: number;
}

/** Reads of an article in one UTC hour ('2026-11-26T14'), added a batch at a time (decision 240). */
export interface NewsReadTable {
  news_id: string;
  hour: string;
  count: number;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/** Which version of data derived by application code (the search's Latin keys) the stored rows carry (decision 235). */
export interface DerivedDataVersionTable {
  name: string;
  version: number;
}

export interface AuditLogTable {
  id: string;
  admin_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string;
  created_at: string;
}

export interface Database {
  admins: AdminTable;
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  news: NewsTable;
  news_tags: NewsTagTable;
  news_images: NewsImageTable;
  news_translations: NewsTranslationTable;
  news_revisions: NewsRevisionTable;
  news_revision_uploads: NewsRevisionUploadTable;
  live_updates: LiveUpdateTable;
  breaking_news: BreakingNewsTable;
  live_streams: LiveStreamTable;
  polls: PollTable;
  poll_options: PollOptionTable;
  poll_votes: PollVoteTable;
  ads: AdTable;
  videos: VideoTable;
  readers: ReaderTable;
  reader_codes: ReaderCodeTable;
  comments: CommentTable;
  comment_likes: CommentLikeTable;
  comment_reports: CommentReportTable;
  likes: LikeTable;
  push_subscriptions: PushSubscriptionTable;
  push_sends: PushSendTable;
  contact_messages: ContactMessageTable;
  used_captchas: UsedCaptchaTable;
  visits: VisitTable;
  news_reads: NewsReadTable;
  settings: SettingTable;
  audit_log: AuditLogTable;
  derived_data_versions: DerivedDataVersionTable;
}

export type AdminRow = Selectable<AdminTable>;
export type NewAdmin = Insertable<AdminTable>;
export type AdminUpdate = Updateable<AdminTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type SubcategoryRow = Selectable<SubcategoryTable>;
export type NewsRow = Selectable<NewsTable>;
export type NewNews = Insertable<NewsTable>;
export type NewsUpdate = Updateable<NewsTable>;
export type NewsImageRow = Selectable<NewsImageTable>;
export type LiveUpdateRow = Selectable<LiveUpdateTable>;
