import type { Artwork } from './artwork';

/** `slug`: the readable address an editor gave the section (decision 273), `/{category}/{subcategory}`. */
export type SeedSubcategory = { key: string; slug: string; name: string; description: string };
export type SeedCategory = {
  key: string;
  slug: string;
  name: string;
  description: string;
  art: Artwork;
  subcategories: readonly SeedSubcategory[];
};

/**
 * The demo sections in menu order: the six Hindi categories first, in the order of
 * docs/product.md, Site layout; the other Hindi desks next, the English edition's sections last.
 */
export const SEED_CATEGORIES = [
  {
    key: 'top',
    slug: 'top-news',
    name: 'टॉप न्यूज़',
    description: 'दिन की सबसे बड़ी और ज़रूरी ख़बरें, एक नज़र में।',
    art: { label: 'TOP NEWS', kicker: 'HEADLINES', motif: 'globe', colors: ['#c8102e', '#5c0614'] },
    subcategories: [],
  },
  {
    key: 'desh',
    slug: 'desh',
    name: 'देश',
    description: 'राजनीति, सरकार, अदालत और समाज से जुड़ी देशभर की ख़बरें।',
    art: { label: 'INDIA', kicker: 'NATION', motif: 'dome', colors: ['#9d0208', '#370617'] },
    subcategories: [
      { key: 'rajniti', slug: 'rajniti', name: 'राजनीति', description: 'संसद, दल और चुनाव की हलचल।' },
      { key: 'shiksha', slug: 'shiksha', name: 'शिक्षा', description: 'परीक्षा, दाख़िले और कैंपस की ख़बरें।' },
    ],
  },
  {
    key: 'rajya',
    slug: 'rajya',
    name: 'राज्य',
    description: 'राज्यों और शहरों से हमारे संवाददाताओं की रिपोर्ट।',
    art: { label: 'STATES', kicker: 'REGIONAL', motif: 'pin', colors: ['#606c38', '#283618'] },
    subcategories: [
      { key: 'rajasthan', slug: 'rajasthan', name: 'राजस्थान', description: 'जयपुर, जोधपुर, उदयपुर और पूरे प्रदेश की ख़बरें।' },
      {
        key: 'up',
        slug: 'uttar-pradesh',
        name: 'उत्तर प्रदेश',
        description: 'लखनऊ, वाराणसी, प्रयागराज और पूरे प्रदेश की ख़बरें।',
      },
      { key: 'mp', slug: 'madhya-pradesh', name: 'मध्य प्रदेश', description: 'भोपाल, इंदौर, ग्वालियर और पूरे प्रदेश की ख़बरें।' },
    ],
  },
  {
    key: 'videsh',
    slug: 'videsh',
    name: 'विदेश',
    description: 'दुनिया भर की बड़ी घटनाएँ और भारत पर उनका असर।',
    art: { label: 'WORLD', kicker: 'GLOBAL', motif: 'globe', colors: ['#14213d', '#000814'] },
    subcategories: [],
  },
  {
    key: 'khel',
    slug: 'khel',
    name: 'खेल',
    description: 'क्रिकेट से कबड्डी तक, मैदान की हर बड़ी ख़बर।',
    art: { label: 'SPORTS', kicker: 'PLAY', motif: 'trophy', colors: ['#0b6e4f', '#08415c'] },
    subcategories: [
      { key: 'khelCricket', slug: 'cricket', name: 'क्रिकेट', description: 'टीम इंडिया, घरेलू क्रिकेट और टी20 लीग।' },
      { key: 'football', slug: 'football', name: 'फ़ुटबॉल', description: 'आईएसएल, यूरोपीय लीग और भारतीय फ़ुटबॉल।' },
      { key: 'hockey', slug: 'hockey', name: 'हॉकी', description: 'भारतीय हॉकी टीम और प्रो लीग।' },
    ],
  },
  {
    key: 'bazaar',
    slug: 'bazaar',
    name: 'बाज़ार',
    description: 'शेयर बाज़ार, सोना-चांदी, कारोबार और आपकी जेब की बात।',
    art: { label: 'MARKET', kicker: 'MONEY', motif: 'chart', colors: ['#00509d', '#001d3d'] },
    subcategories: [
      { key: 'shareBazaar', slug: 'share-bazaar', name: 'शेयर बाज़ार', description: 'सेंसेक्स, निफ़्टी और कंपनियों के नतीजे।' },
      { key: 'sonaChandi', slug: 'sona-chandi', name: 'सोना-चांदी', description: 'सर्राफ़ा बाज़ार के भाव और रुझान।' },
    ],
  },
  {
    key: 'lifestyle',
    slug: 'lifestyle',
    name: 'लाइफस्टाइल',
    description: 'सेहत, खान-पान, सफ़र और रोज़मर्रा की ज़िंदगी।',
    art: { label: 'LIFESTYLE', kicker: 'LIVING', motif: 'leaf', colors: ['#2a9d8f', '#12463f'] },
    subcategories: [
      { key: 'sehat', slug: 'sehat', name: 'सेहत', description: 'फ़िटनेस, खान-पान और डॉक्टरों की सलाह।' },
      { key: 'safar', slug: 'safar', name: 'सफ़र', description: 'घूमने की जगहें और यात्रा से जुड़ी जानकारी।' },
    ],
  },
  {
    key: 'techAuto',
    slug: 'tech-auto',
    name: 'टेक-ऑटो',
    description: 'नए फ़ोन, गैजेट, ऐप और गाड़ियों की दुनिया।',
    art: { label: 'TECH & AUTO', kicker: 'GADGETS', motif: 'circuit', colors: ['#0096c7', '#023e8a'] },
    subcategories: [
      { key: 'gadgets', slug: 'gadgets', name: 'गैजेट्स', description: 'स्मार्टफ़ोन, लैपटॉप और नई तकनीक।' },
      { key: 'autoHi', slug: 'auto', name: 'ऑटो', description: 'कार, बाइक और इलेक्ट्रिक वाहन।' },
    ],
  },
  {
    key: 'dharm',
    slug: 'dharm-jyotish',
    name: 'धर्म-ज्योतिष',
    description: 'व्रत-त्योहार, मंदिर, पंचांग और राशिफल।',
    art: { label: 'DHARMA', kicker: 'FAITH', motif: 'lamp', colors: ['#e36414', '#5f0f40'] },
    subcategories: [
      { key: 'rashifal', slug: 'rashifal', name: 'राशिफल', description: 'दैनिक और साप्ताहिक राशिफल।' },
      { key: 'tyohar', slug: 'vrat-tyohar', name: 'व्रत-त्योहार', description: 'पर्व, पूजा-विधि और शुभ मुहूर्त।' },
    ],
  },
  {
    key: 'manoranjan',
    slug: 'manoranjan',
    name: 'मनोरंजन',
    description: 'फ़िल्म, ओटीटी, टीवी और संगीत की दुनिया।',
    art: { label: 'ENTERTAINMENT', kicker: 'CINEMA', motif: 'film', colors: ['#9b2226', '#2b0a0b'] },
    subcategories: [
      { key: 'bollywood', slug: 'bollywood', name: 'बॉलीवुड', description: 'फ़िल्में, सितारे और बॉक्स ऑफ़िस।' },
      { key: 'ott', slug: 'ott', name: 'ओटीटी', description: 'वेब सीरीज़ और स्ट्रीमिंग की नई रिलीज़।' },
    ],
  },
  {
    key: 'cricket',
    slug: 'cricket',
    name: 'Cricket',
    description: 'Match reports, analysis and news from international and league cricket.',
    art: { label: 'CRICKET', kicker: 'ENGLISH', motif: 'pitch', colors: ['#1d3557', '#0b132b'] },
    subcategories: [
      {
        key: 'ipl',
        slug: 'ipl',
        name: 'IPL',
        description: 'The Indian Premier League: auctions, matches and standings.',
      },
      {
        key: 'testCricket',
        slug: 'test-cricket',
        name: 'Test Cricket',
        description: 'The longest format, series by series.',
      },
    ],
  },
  {
    key: 'india',
    slug: 'india',
    name: 'India',
    description: 'Politics, policy and public life across the country.',
    art: { label: 'INDIA', kicker: 'ENGLISH', motif: 'dome', colors: ['#e85d04', '#6a040f'] },
    subcategories: [
      { key: 'politics', slug: 'politics', name: 'Politics', description: 'Parliament, parties and elections.' },
    ],
  },
  {
    key: 'world',
    slug: 'world',
    name: 'World',
    description: 'International news and what it means for India.',
    art: { label: 'WORLD', kicker: 'ENGLISH', motif: 'globe', colors: ['#6930c3', '#1e1147'] },
    subcategories: [],
  },
  {
    key: 'business',
    slug: 'business',
    name: 'Business',
    description: 'Markets, companies, the economy and personal finance.',
    art: { label: 'BUSINESS', kicker: 'ENGLISH', motif: 'chart', colors: ['#3a5a40', '#1b2d1f'] },
    subcategories: [
      { key: 'markets', slug: 'markets', name: 'Markets', description: 'Stocks, bonds, currencies and commodities.' },
    ],
  },
] as const satisfies readonly SeedCategory[];

export type CategoryKey = (typeof SEED_CATEGORIES)[number]['key'];
export type SubcategoryKey = (typeof SEED_CATEGORIES)[number]['subcategories'][number]['key'];

/** The six home sections of the demo (docs/product.md, Home): विदेश, देश, खेल, टॉप न्यूज़, लाइफस्टाइल, टेक-ऑटो. */
export const HOME_SECTION_KEYS: CategoryKey[] = ['videsh', 'desh', 'khel', 'top', 'lifestyle', 'techAuto'];
export const RELIGION_KEY: CategoryKey = 'dharm';
