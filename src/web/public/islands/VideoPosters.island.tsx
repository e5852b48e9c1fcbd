import { useLayoutEffect, useRef, useState } from 'react';
import type { LangCode } from '../../../shared/language';
import { type IslandWords, wordWriter } from '../island-words';

/** A player behind a poster: a YouTube video or a live stream. */
export type PlayableItem = {
  id: string;
  /** The page to open without script (YouTube's own watch page, or the stream's url). */
  href: string;
  /** The address framed on click (the privacy-enhanced YouTube player, decision 030). */
  embedUrl: string;
  /** What the poster says and the frame is titled. */
  title: string;
  /** The title's language when it is content (a stream's name), not the page's words. */
  titleLang?: LangCode;
  /** A line under the title, e.g. the date the video was added. */
  note?: string;
  badge: string;
};

/** `wide` 16:9 players; `tall` 9:16 for YouTube Shorts. */
export type PosterShape = 'wide' | 'tall';

/** The island's own word, in the page's language (listings catalogue). */
export type VideoPostersWords = IslandWords<'play'>;

const PLAYER_HOST = 'www.youtube-nocookie.com';

/** The YouTube player starts on the click that opened it; any other player is framed as it is. */
function playingAddress(embedUrl: string): string {
  const url = new URL(embedUrl);
  if (url.hostname === PLAYER_HOST) url.searchParams.set('autoplay', '1');
  return url.toString();
}

function PlayButton() {
  return (
    <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-brand shadow-lg transition-transform group-hover:scale-110">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
        <path d="M8 5.5v13l11-6.5z" />
      </svg>
    </span>
  );
}

/**
 * Video and live-stream players behind self-hosted posters (docs/decisions/085): nothing is
 * requested from YouTube or any other host until the reader clicks. The poster is a link to the
 * video's own page, so it works without script; awake, the click swaps in the player in the
 * poster's box (the same size: nothing moves) and moves focus to it.
 */
export default function VideoPosters({
  items,
  shape,
  listClass,
  words,
}: {
  items: PlayableItem[];
  shape: PosterShape;
  listClass: string;
  words: VideoPostersWords;
}) {
  const w = wordWriter(words);
  const [playing, setPlaying] = useState<string | null>(null);
  const player = useRef<HTMLIFrameElement>(null);
  const box = shape === 'tall' ? 'aspect-[9/16]' : 'aspect-video';

  useLayoutEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.id} className={`relative overflow-hidden bg-ink ${box}`}>
          {playing === item.id ? (
            <iframe
              ref={player}
              src={playingAddress(item.embedUrl)}
              title={item.title}
              lang={item.titleLang}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <a
              href={item.href}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                event.preventDefault();
                setPlaying(item.id);
              }}
              className="video-poster group absolute inset-0 flex flex-col justify-between p-3 text-white"
            >
              <span className="self-start rounded-sm bg-brand px-2 py-0.5 text-[12px] font-bold uppercase tracking-wide">
                {item.badge}
              </span>
              <span className="flex justify-center">
                <PlayButton />
              </span>
              <span className="block">
                <span className="line-clamp-2 text-[15px] font-semibold leading-snug">
                  {/* The link's name is what it shows (WCAG 2.5.3), with what it does first for screen readers. */}
                  <span className="sr-only">{w('play')} </span>
                  <span lang={item.titleLang}>{item.title}</span>
                </span>
                {item.note && <span className="mt-0.5 block text-[12px] text-white/80">{item.note}</span>}
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
