import { AD_CREATIVE_SIZES } from '../../shared/ad-slots';
import { AD_TYPES } from '../../shared/constants';
import { siteDay } from '../../shared/dates';
import { parseYouTubeId, youtubeEmbedUrl } from '../../shared/youtube';
import type { Db } from '../db/client';
import type { AdTable, VideoTable } from '../db/database';
import { newId } from '../lib/ids';
import type { StoredImage } from '../modules/media/media.service';
import { daysEndingOn } from '../modules/visits/visit-days';
import type { Artwork } from './artwork';
import { hoursBefore } from './hours';
import { SITE_NAME } from './pages';

/**
 * Each position's ads made for its slots (decision 265): leaderboards for the top and bottom, a
 * medium rectangle for the sidebar and the article; drawn at twice the slot's size for sharp phones.
 */
export const AD_SIZES = Object.fromEntries(
  AD_TYPES.map((type) => [
    type,
    { width: AD_CREATIVE_SIZES[type].width * 2, height: AD_CREATIVE_SIZES[type].height * 2 },
  ]),
) as Record<AdTable['type'], { width: number; height: number }>;

type SeedAd = { type: AdTable['type']; url: string; art: Artwork };

/** Two banners per slot, so each ad carousel has something to rotate. */
export const SEED_ADS = {
  topSavings: {
    type: 'top-add',
    url: 'https://example.com/ads/smart-savings',
    art: { label: 'SMART SAVINGS', kicker: 'SPONSORED', motif: 'chart', colors: ['#0b3d91', '#061a40'] },
  },
  topElectric: {
    type: 'top-add',
    url: 'https://example.com/ads/electric-scooter',
    art: { label: 'GO ELECTRIC', kicker: 'SPONSORED', motif: 'car', colors: ['#1b4332', '#081c15'] },
  },
  rightLearning: {
    type: 'right-add',
    url: 'https://example.com/ads/learn-online',
    art: { label: 'LEARN', kicker: 'AD', motif: 'book', colors: ['#7b2cbf', '#240046'] },
  },
  rightHealth: {
    type: 'right-add',
    url: 'https://example.com/ads/health-plan',
    art: { label: 'HEALTH', kicker: 'AD', motif: 'leaf', colors: ['#2a9d8f', '#12463f'] },
  },
  bottomPhones: {
    type: 'buttom-add',
    url: 'https://example.com/ads/5g-phones',
    art: { label: '5G PHONES', kicker: 'SPONSORED', motif: 'circuit', colors: ['#0096c7', '#023e8a'] },
  },
  bottomTravel: {
    type: 'buttom-add',
    url: 'https://example.com/ads/travel-deals',
    art: { label: 'TRAVEL DEALS', kicker: 'SPONSORED', motif: 'globe', colors: ['#e36414', '#5f0f40'] },
  },
} satisfies Record<string, SeedAd>;

export type SeedAdKey = keyof typeof SEED_ADS;

/** Newest first, as the ticker lists them; the oldest is switched off, so the back office shows both states. */
const BREAKING_NEWS: { name: string; active: boolean }[] = [
  { name: 'उत्तर भारत में अगले 48 घंटे भारी बारिश और ओलावृष्टि का अलर्ट', active: true },
  { name: 'टीम इंडिया ने ऑस्ट्रेलिया को 7 विकेट से हराकर टी20 सीरीज़ 3-1 से जीती', active: true },
  { name: 'Mumbai win T20 league final by two runs in last-ball thriller', active: true },
  { name: 'सेंसेक्स 900 अंक उछला, निफ़्टी नए रिकॉर्ड स्तर पर', active: true },
  { name: 'दिल्ली-एनसीआर में घना कोहरा, 20 उड़ानें देरी से', active: false },
];

const LIVE_STREAM_URL = 'https://www.youtube.com/watch?v=jfKfPfyJRdk';

const VIDEOS: { url: string; type: VideoTable['type'] }[] = [
  { url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk', type: 'right-yt' },
  { url: 'https://youtu.be/JGwWNGJdvx8', type: 'right-yt' },
  { url: 'https://www.youtube.com/watch?v=RgKAFK5djSk', type: 'middle-yt' },
  { url: 'https://www.youtube.com/watch?v=9bZkp7q19f0', type: 'middle' },
  { url: 'https://www.youtube.com/shorts/OPf0YbXqDm0', type: 'short' },
  { url: 'https://www.youtube.com/shorts/hT_nvWreIhg', type: 'short' },
];

const POLL = {
  question: 'क्या टीम इंडिया इस बार विश्व कप जीतेगी?',
  options: ['हाँ, ज़रूर', 'नहीं', 'सेमीफ़ाइनल तक पहुँचेगी', 'कह नहीं सकते'],
};

/** A video id the shared parser accepts; a typo in the list above fails the seed loudly. */
function videoIdOf(url: string): string {
  const id = parseYouTubeId(url);
  if (!id) throw new Error(`Demo content has a link that is not a YouTube video: ${url}`);
  return id;
}

/**
 * Breaking news, a live stream, a poll, ads, videos and daily visits: the demo's site furniture,
 * apart from articles, categories and what readers did. Runs inside the caller's transaction.
 */
export async function insertSiteExtras(
  db: Db,
  adImages: Record<SeedAdKey, StoredImage>,
  now: Date,
  timeZone: string,
): Promise<void> {
  await db
    .insertInto('breaking_news')
    .values(
      BREAKING_NEWS.map((item, index) => {
        const at = hoursBefore(now, 0.5 + index * 3);
        return { id: newId(), name: item.name, active: item.active ? 1 : 0, created_at: at, updated_at: at };
      }),
    )
    .execute();

  const liveAt = hoursBefore(now, 2);
  await db
    .insertInto('live_streams')
    .values({
      id: newId(),
      name: `लाइव: ${SITE_NAME} 24x7`,
      url: LIVE_STREAM_URL,
      embed_url: youtubeEmbedUrl(videoIdOf(LIVE_STREAM_URL)),
      active: 1,
      created_at: liveAt,
      updated_at: liveAt,
    })
    .execute();

  const pollId = newId();
  await db
    .insertInto('polls')
    .values({ id: pollId, question: POLL.question, created_at: hoursBefore(now, 20) })
    .execute();
  await db
    .insertInto('poll_options')
    .values(POLL.options.map((text, position) => ({ poll_id: pollId, position, text, votes: 0 })))
    .execute();

  await db
    .insertInto('ads')
    .values(
      (Object.keys(SEED_ADS) as SeedAdKey[]).map((key, index) => ({
        id: newId(),
        image: adImages[key].url,
        url: SEED_ADS[key].url,
        type: SEED_ADS[key].type,
        created_at: hoursBefore(now, 48 - index),
      })),
    )
    .execute();

  await db
    .insertInto('videos')
    .values(
      VIDEOS.map((video, index) => {
        const at = hoursBefore(now, 5 + index * 17);
        return {
          id: newId(),
          url: video.url,
          video_id: videoIdOf(video.url),
          type: video.type,
          publish_at: at,
          created_at: at,
        };
      }),
    )
    .execute();

  // The fourteen days before today: today's count is left to real visitors.
  const days = daysEndingOn(siteDay(now, timeZone), 15).slice(0, 14);
  await db
    .insertInto('visits')
    .values(days.map((day, index) => ({ day, count: 900 + ((index * 379) % 700) + index * 45 })))
    .execute();
}
