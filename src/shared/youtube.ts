/**
 * YouTube links as editors paste them, reduced to the video id (docs/decisions/030-youtube-links.md).
 * Shared by the server and the browser: WHATWG URL only, no Node APIs.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts that serve the watch, live, shorts and embed pages; music.youtube.com is deliberately not one. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_LINK_HOST = 'youtu.be';

/** Path prefixes whose next segment is the video id. */
const ID_PATH_PREFIXES = ['live', 'shorts', 'embed'];

/** Eleven characters like an id, but a playlist placeholder in embed links. */
const NOT_VIDEO_IDS = new Set(['videoseries']);

function asVideoId(candidate: string | null | undefined): string | null {
  if (!candidate || !VIDEO_ID.test(candidate) || NOT_VIDEO_IDS.has(candidate)) return null;
  return candidate;
}

/** Path segments without empty ones, so a trailing slash does not matter. */
function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/**
 * The 11-character video id of a YouTube watch, live, shorts, embed or youtu.be link, or null for
 * anything else: other hosts (including lookalikes such as youtube.com.evil.example), other schemes,
 * explicit ports, credentials, channel and playlist pages.
 */
export function parseYouTubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.port !== '' || parsed.username !== '' || parsed.password !== '') return null;

  const path = segments(parsed.pathname);
  if (parsed.hostname === SHORT_LINK_HOST) {
    return path.length === 1 ? asVideoId(path[0]) : null;
  }
  if (!YOUTUBE_HOSTS.has(parsed.hostname)) return null;
  if (path.length === 1 && path[0] === 'watch') return asVideoId(parsed.searchParams.get('v'));
  if (path.length === 2 && ID_PATH_PREFIXES.includes(path[0] as string)) return asVideoId(path[1]);
  return null;
}

/** The privacy-enhanced player address: no YouTube cookies until the reader presses play. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}
