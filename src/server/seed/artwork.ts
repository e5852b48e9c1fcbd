import sharp from 'sharp';

/**
 * Demo pictures drawn locally (no network): a gradient, a simple motif and a large Latin label.
 * Labels stay Latin because a host may have no Devanagari font for the SVG renderer.
 */
export type Motif =
  | 'pitch'
  | 'ball'
  | 'chart'
  | 'globe'
  | 'dome'
  | 'skyline'
  | 'circuit'
  | 'car'
  | 'lamp'
  | 'stars'
  | 'leaf'
  | 'film'
  | 'mic'
  | 'pin'
  | 'rain'
  | 'ballot'
  | 'trophy'
  | 'book';

export type Artwork = { label: string; kicker: string; motif: Motif; colors: readonly [string, string] };

const INK = 'rgba(255,255,255,0.92)';
const SOFT = 'rgba(255,255,255,0.28)';

/** Each motif is drawn in a 400 × 400 box. */
const MOTIFS: Record<Motif, string> = {
  pitch: `<ellipse cx="200" cy="200" rx="190" ry="150" fill="${SOFT}"/>
    <rect x="170" y="80" width="60" height="240" rx="6" fill="#e8d9a8"/>
    <g fill="${INK}"><rect x="184" y="86" width="6" height="34"/><rect x="197" y="86" width="6" height="34"/><rect x="210" y="86" width="6" height="34"/>
    <rect x="184" y="280" width="6" height="34"/><rect x="197" y="280" width="6" height="34"/><rect x="210" y="280" width="6" height="34"/></g>
    <circle cx="290" cy="150" r="22" fill="#c8102e" stroke="${INK}" stroke-width="3"/>`,
  ball: `<circle cx="200" cy="200" r="150" fill="${INK}"/>
    <polygon points="200,140 257,181 235,248 165,248 143,181" fill="#222"/>
    <g stroke="#222" stroke-width="6"><line x1="200" y1="140" x2="200" y2="52"/><line x1="257" y1="181" x2="342" y2="155"/>
    <line x1="235" y1="248" x2="290" y2="322"/><line x1="165" y1="248" x2="110" y2="322"/><line x1="143" y1="181" x2="58" y2="155"/></g>`,
  chart: `<g fill="${SOFT}"><rect x="40" y="240" width="50" height="120"/><rect x="110" y="200" width="50" height="160"/>
    <rect x="180" y="220" width="50" height="140"/><rect x="250" y="150" width="50" height="210"/><rect x="320" y="90" width="50" height="270"/></g>
    <polyline points="40,230 110,180 180,205 250,120 345,60" fill="none" stroke="${INK}" stroke-width="12" stroke-linejoin="round"/>
    <polygon points="345,40 372,78 330,80" fill="${INK}"/>`,
  globe: `<circle cx="200" cy="200" r="160" fill="${SOFT}" stroke="${INK}" stroke-width="8"/>
    <g fill="none" stroke="${INK}" stroke-width="5"><ellipse cx="200" cy="200" rx="70" ry="160"/><line x1="40" y1="200" x2="360" y2="200"/>
    <path d="M60 120 H340 M60 280 H340"/><line x1="200" y1="40" x2="200" y2="360"/></g>`,
  dome: `<path d="M90 230 A110 110 0 0 1 310 230 Z" fill="${INK}"/><rect x="192" y="90" width="16" height="40" fill="${INK}"/>
    <rect x="60" y="230" width="280" height="24" fill="${INK}"/>
    <g fill="${SOFT}"><rect x="80" y="262" width="26" height="90"/><rect x="130" y="262" width="26" height="90"/><rect x="180" y="262" width="26" height="90"/>
    <rect x="230" y="262" width="26" height="90"/><rect x="280" y="262" width="26" height="90"/></g><rect x="50" y="352" width="300" height="20" fill="${INK}"/>`,
  skyline: `<g fill="${INK}"><rect x="30" y="200" width="60" height="170"/><rect x="100" y="120" width="70" height="250"/>
    <rect x="180" y="60" width="50" height="310"/><rect x="240" y="160" width="60" height="210"/><rect x="310" y="230" width="60" height="140"/></g>
    <g fill="${SOFT}"><rect x="115" y="140" width="14" height="14"/><rect x="140" y="140" width="14" height="14"/><rect x="115" y="180" width="14" height="14"/>
    <rect x="192" y="80" width="10" height="16"/><rect x="210" y="80" width="10" height="16"/><rect x="255" y="180" width="14" height="14"/></g>`,
  circuit: `<rect x="130" y="130" width="140" height="140" rx="14" fill="${INK}"/><rect x="160" y="160" width="80" height="80" rx="8" fill="${SOFT}"/>
    <g stroke="${INK}" stroke-width="8"><path d="M160 130V60M200 130V40M240 130V60M160 270V340M200 270V360M240 270V340"/>
    <path d="M130 160H60M130 200H40M130 240H60M270 160H340M270 200H360M270 240H340"/></g>
    <g fill="${INK}"><circle cx="160" cy="60" r="12"/><circle cx="240" cy="340" r="12"/><circle cx="40" cy="200" r="12"/><circle cx="360" cy="200" r="12"/></g>`,
  car: `<path d="M40 250 L80 170 Q95 145 130 145 H270 Q305 145 320 170 L360 250 V300 H40 Z" fill="${INK}"/>
    <path d="M105 235 L130 180 H270 L295 235 Z" fill="${SOFT}"/>
    <g fill="#222" stroke="${INK}" stroke-width="10"><circle cx="110" cy="300" r="40"/><circle cx="290" cy="300" r="40"/></g>`,
  lamp: `<path d="M80 260 Q200 360 320 260 Z" fill="${INK}"/><rect x="70" y="248" width="260" height="18" rx="9" fill="${INK}"/>
    <path d="M200 110 C240 170 240 215 200 240 C160 215 160 170 200 110 Z" fill="#ffd34d"/>
    <path d="M200 160 C215 190 215 215 200 230 C185 215 185 190 200 160 Z" fill="#ff7a1a"/>
    <circle cx="200" cy="190" r="120" fill="none" stroke="${SOFT}" stroke-width="6"/>`,
  stars: `<circle cx="200" cy="200" r="160" fill="none" stroke="${INK}" stroke-width="6"/><circle cx="200" cy="200" r="110" fill="none" stroke="${SOFT}" stroke-width="30"/>
    <g stroke="${INK}" stroke-width="4"><path d="M200 40V90M200 310V360M40 200H90M310 200H360M87 87L122 122M278 278L313 313M313 87L278 122M122 278L87 313"/></g>
    <polygon points="200,140 215,185 262,185 224,212 238,258 200,230 162,258 176,212 138,185 185,185" fill="#ffd34d"/>`,
  leaf: `<path d="M90 320 C70 170 170 70 330 70 C330 230 240 330 90 320 Z" fill="${INK}"/>
    <path d="M100 310 C170 240 230 170 310 90" fill="none" stroke="${SOFT}" stroke-width="12"/>
    <g fill="none" stroke="${SOFT}" stroke-width="8"><path d="M170 240 L150 170M220 190 L270 200M200 215 L190 150"/></g>`,
  film: `<rect x="40" y="110" width="320" height="180" rx="10" fill="${INK}"/>
    <g fill="#222"><rect x="55" y="122" width="20" height="16"/><rect x="95" y="122" width="20" height="16"/><rect x="135" y="122" width="20" height="16"/>
    <rect x="175" y="122" width="20" height="16"/><rect x="215" y="122" width="20" height="16"/><rect x="255" y="122" width="20" height="16"/>
    <rect x="295" y="122" width="20" height="16"/><rect x="335" y="122" width="14" height="16"/><rect x="55" y="262" width="20" height="16"/>
    <rect x="95" y="262" width="20" height="16"/><rect x="135" y="262" width="20" height="16"/><rect x="175" y="262" width="20" height="16"/>
    <rect x="215" y="262" width="20" height="16"/><rect x="255" y="262" width="20" height="16"/><rect x="295" y="262" width="20" height="16"/></g>
    <polygon points="175,160 175,240 245,200" fill="#c8102e"/>`,
  mic: `<rect x="150" y="50" width="100" height="180" rx="50" fill="${INK}"/>
    <g fill="none" stroke="${INK}" stroke-width="12"><path d="M110 180 Q110 290 200 290 Q290 290 290 180"/><path d="M200 290V350M140 355H260"/></g>
    <g stroke="${SOFT}" stroke-width="8"><path d="M165 100H235M165 130H235M165 160H235"/></g>`,
  pin: `<path d="M200 370 C130 270 100 220 100 160 A100 100 0 0 1 300 160 C300 220 270 270 200 370 Z" fill="${INK}"/>
    <circle cx="200" cy="160" r="42" fill="#c8102e"/><ellipse cx="200" cy="372" rx="90" ry="16" fill="${SOFT}"/>`,
  rain: `<g fill="${INK}"><circle cx="150" cy="160" r="60"/><circle cx="220" cy="130" r="75"/><circle cx="280" cy="175" r="50"/>
    <rect x="100" y="160" width="220" height="70" rx="35"/></g>
    <g stroke="${SOFT}" stroke-width="10" stroke-linecap="round"><path d="M130 270L115 310M180 270L165 320M230 270L215 310M280 270L265 320"/></g>`,
  ballot: `<rect x="80" y="180" width="240" height="180" rx="12" fill="${INK}"/><rect x="150" y="200" width="100" height="14" rx="7" fill="#222"/>
    <rect x="160" y="60" width="110" height="150" fill="${SOFT}" stroke="${INK}" stroke-width="6" transform="rotate(-8 215 135)"/>
    <path d="M185 130 L208 155 L250 100" fill="none" stroke="#c8102e" stroke-width="12" stroke-linecap="round"/>`,
  trophy: `<path d="M120 70 H280 V150 A80 80 0 0 1 120 150 Z" fill="#ffd34d"/>
    <g fill="none" stroke="#ffd34d" stroke-width="14"><path d="M120 95 H75 Q70 160 130 175M280 95 H325 Q330 160 270 175"/></g>
    <rect x="185" y="225" width="30" height="60" fill="#ffd34d"/><rect x="130" y="285" width="140" height="40" rx="6" fill="${INK}"/>`,
  book: `<path d="M200 110 Q140 80 50 95 V320 Q140 305 200 335 Z" fill="${INK}"/>
    <path d="M200 110 Q260 80 350 95 V320 Q260 305 200 335 Z" fill="${SOFT}"/>
    <g stroke="${SOFT}" stroke-width="6"><path d="M80 150 Q130 140 175 155M80 190 Q130 180 175 195M80 230 Q130 220 175 235"/></g>`,
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svgFor(art: Artwork, width: number, height: number): string {
  const [from, to] = art.colors;
  // Landscape: motif right, words left. Portrait and near-square (the rectangle ad): motif on top, words below.
  const portrait = width / height < 1.5;
  const motifSize = portrait ? Math.min(width * 0.7, height * 0.45) : Math.min(height * 0.8, width * 0.42);
  const motifX = portrait ? (width - motifSize) / 2 : width - motifSize - width * 0.06;
  const motifY = portrait ? height * 0.12 : (height - motifSize) / 2;
  const textWidth = portrait ? width * 0.9 : width * 0.5;
  const baseline = portrait ? 0.72 : width / height > 6 ? 0.5 : 0.58;
  // Wide banners are short: the words take a larger share of their height, the most in a
  // leaderboard, which a phone draws at under a quarter of its size.
  const heightShare = width / height > 6 ? 0.4 : width / height > 3 ? 0.3 : 0.2;
  // 0.8 em is about the width of a bold capital, so the label ends before the motif begins.
  const labelSize = Math.round(
    Math.min(height * heightShare, width * 0.2, textWidth / (Math.max(art.label.length, 4) * 0.8)),
  );
  const kickerSize = Math.round(Math.max(14, labelSize * 0.32));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.1}" cy="${height * 0.05}" r="${height * 0.45}" fill="rgba(255,255,255,0.07)"/>
  <circle cx="${width * 0.55}" cy="${height * 1.05}" r="${height * 0.5}" fill="rgba(0,0,0,0.12)"/>
  <g transform="translate(${motifX} ${motifY}) scale(${motifSize / 400})">${MOTIFS[art.motif]}</g>
  <rect x="${width * 0.05}" y="${height * baseline - kickerSize * 1.9}" width="${kickerSize * (art.kicker.length * 0.82 + 1.4)}" height="${kickerSize * 1.5}" fill="#c8102e"/>
  <text x="${width * 0.05 + kickerSize * 0.7}" y="${height * baseline - kickerSize * 0.8}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${kickerSize}" fill="#fff" letter-spacing="2">${escapeXml(art.kicker)}</text>
  <text x="${width * 0.05}" y="${height * baseline + labelSize * 0.85}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="800" font-size="${labelSize}" fill="#fff">${escapeXml(art.label)}</text>
</svg>`;
}

/** A PNG of the artwork at the given size (fast zlib level: the media pipeline re-encodes it anyway). */
export function renderArtwork(art: Artwork, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(art, width, height)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
