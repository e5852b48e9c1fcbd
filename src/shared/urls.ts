/**
 * The one rule for links and for references to uploaded media (docs/decisions/066). Shared by the
 * server's schemas and the browser's forms: WHATWG URL only, no Node APIs.
 */

export const HTTP_URL_MESSAGE = 'URL must be an http(s) link';

export const UPLOADS_URL_PREFIX = '/uploads/';

// Never needed raw in a link, and each can break out of an HTML attribute, a srcset or a CSS url().
const UNSAFE_CHARACTER = /[\s"'<>\\`\p{Cc}]/u;
const HTTP_SCHEME = /^https?:\/\//i;

/**
 * An absolute http or https address with a host: never `javascript:`, `data:`, a protocol-relative
 * `//host`, `http:host` without slashes, credentials (`https://bank.example@evil.example`) or quotes.
 */
export function isHttpUrl(value: string): boolean {
  if (UNSAFE_CHARACTER.test(value) || !HTTP_SCHEME.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** A `public_id` as the media pipeline makes it (`2026/11/0193ab…`): segments of letters, digits, `_` and `-` only. */
const UPLOAD_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
/** A stored file: a key, then one extension (`.webp`, `-640.webp`); no `..`, scheme, query or quote can pass. */
const UPLOADED_FILE = /^\/uploads\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;

export function isUploadKey(value: string): boolean {
  return UPLOAD_KEY.test(value);
}

/** The address of a file this site stored under `/uploads/`. */
export function isUploadedFileUrl(value: string): boolean {
  return UPLOADED_FILE.test(value);
}

/** The address the media pipeline gives an upload's main file (docs/decisions/005). */
export function uploadedImageUrl(publicId: string): string {
  return `${UPLOADS_URL_PREFIX}${publicId}.webp`;
}

/** The `public_id` inside an upload's main-file address, or undefined for any other address. */
export function publicIdOfUploadedImage(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX) || !url.endsWith('.webp')) return undefined;
  return url.slice(UPLOADS_URL_PREFIX.length, -'.webp'.length);
}

/** A category's listing at its readable address (decision 273): `/cricket`. */
export function categoryPath(category: { slug: string }): string {
  return `/${category.slug}`;
}

/** A subcategory's listing under its category's address: `/rajya/rajasthan`. */
export function subcategoryPath(category: { slug: string }, subcategory: { slug: string }): string {
  return `${categoryPath(category)}/${subcategory.slug}`;
}

/** A category's RSS feed, beside its listing. */
export function categoryFeedPath(category: { slug: string }): string {
  return `${categoryPath(category)}/rss.xml`;
}
