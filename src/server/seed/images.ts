import type { AppContext } from '../context';
import { type StoredImage, storeImages } from '../modules/media/media.service';
import { type Artwork, renderArtwork } from './artwork';

export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 } as const;
/** Category pictures are only shown small, and a smaller original keeps the first start quick. */
export const CATEGORY_IMAGE_SIZE = { width: 800, height: 450 } as const;

/** The article pictures, each drawn once and shared by every article about the same subject. */
export const ARTICLE_ART = {
  cricketPitch: { label: 'CRICKET', kicker: 'LIVE', motif: 'pitch', colors: ['#0b6e4f', '#08415c'] },
  cricketTrophy: { label: 'CHAMPIONS', kicker: 'CRICKET', motif: 'trophy', colors: ['#1d3557', '#0b132b'] },
  ipl: { label: 'T20 LEAGUE', kicker: 'CRICKET', motif: 'pitch', colors: ['#5a189a', '#240046'] },
  testCricket: { label: 'TEST MATCH', kicker: 'CRICKET', motif: 'pitch', colors: ['#6b705c', '#283618'] },
  hockey: { label: 'HOCKEY', kicker: 'SPORTS', motif: 'trophy', colors: ['#0077b6', '#03045e'] },
  football: { label: 'FOOTBALL', kicker: 'SPORTS', motif: 'ball', colors: ['#2d6a4f', '#081c15'] },
  markets: { label: 'SENSEX', kicker: 'MARKETS', motif: 'chart', colors: ['#00509d', '#001d3d'] },
  economy: { label: 'ECONOMY', kicker: 'BUSINESS', motif: 'chart', colors: ['#3a5a40', '#1b2d1f'] },
  parliament: { label: 'PARLIAMENT', kicker: 'NATION', motif: 'dome', colors: ['#9d0208', '#370617'] },
  election: { label: 'ELECTION', kicker: 'POLITICS', motif: 'ballot', colors: ['#e85d04', '#6a040f'] },
  city: { label: 'METRO', kicker: 'CITY', motif: 'skyline', colors: ['#33415c', '#0d1b2a'] },
  monsoon: { label: 'WEATHER', kicker: 'ALERT', motif: 'rain', colors: ['#457b9d', '#1d3557'] },
  world: { label: 'WORLD', kicker: 'GLOBAL', motif: 'globe', colors: ['#14213d', '#000814'] },
  tech: { label: 'TECH', kicker: 'GADGETS', motif: 'circuit', colors: ['#0096c7', '#023e8a'] },
  auto: { label: 'AUTO', kicker: 'MOTORING', motif: 'car', colors: ['#495057', '#151719'] },
  faith: { label: 'FAITH', kicker: 'DHARMA', motif: 'lamp', colors: ['#e36414', '#5f0f40'] },
  astrology: { label: 'HOROSCOPE', kicker: 'STARS', motif: 'stars', colors: ['#3c096c', '#10002b'] },
  health: { label: 'HEALTH', kicker: 'LIFESTYLE', motif: 'leaf', colors: ['#2a9d8f', '#12463f'] },
  cinema: { label: 'CINEMA', kicker: 'ENTERTAINMENT', motif: 'film', colors: ['#9b2226', '#2b0a0b'] },
  education: { label: 'EDUCATION', kicker: 'CAMPUS', motif: 'book', colors: ['#3d5a80', '#162a40'] },
  interview: { label: 'INTERVIEW', kicker: 'EXCLUSIVE', motif: 'mic', colors: ['#264653', '#0f1c21'] },
  ground: { label: 'GROUND REPORT', kicker: 'SPECIAL', motif: 'pin', colors: ['#606c38', '#283618'] },
} satisfies Record<string, Artwork>;

export type ArticleArt = keyof typeof ARTICLE_ART;

/** Two images at a time: sharp works on the thread pool, and two cores are the budget. */
const PARALLEL = 2;

/**
 * Draws each artwork and stores it through the media pipeline (WebP plus width variants),
 * answering the stored image under the same key; `onStored` hears of each file as it lands.
 */
export async function storeArtworks<K extends string>(
  ctx: AppContext,
  artworks: Record<K, Artwork>,
  size: { width: number; height: number },
  onStored: (image: StoredImage) => void,
): Promise<Record<K, StoredImage>> {
  const entries = Object.entries(artworks) as [K, Artwork][];
  const stored = {} as Record<K, StoredImage>;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < entries.length) {
      const [key, art] = entries[next++]!;
      try {
        const bytes = await renderArtwork(art, size.width, size.height);
        const [image] = await storeImages(ctx, [
          { field: 'thumbnail', filename: `${key}.png`, declaredType: 'image/png', bytes },
        ]);
        stored[key] = image!;
        onStored(image!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // Settled, not raced: when one worker fails, the other's file is reported before this rejects.
  const results = await Promise.allSettled(Array.from({ length: PARALLEL }, worker));
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
  return stored;
}
