import sharp from 'sharp';
import { SITE_ICON_SVG } from './icon';

/** The PNG sizes the web app manifest names: 192 for the home screen, 512 for splash screens and stores. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

export const appIconPath = (size: AppIconSize) => `/icon-${size}.png`;

const icons = new Map<AppIconSize, Promise<Buffer>>();

/** The brand mark as a PNG of this size, drawn once per process (docs/decisions/164). */
export function appIconPng(size: AppIconSize): Promise<Buffer> {
  let icon = icons.get(size);
  if (!icon) {
    icon = sharp(Buffer.from(SITE_ICON_SVG)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
    icons.set(size, icon);
  }
  return icon;
}

/** The web app manifest: what a phone needs to put the site on its home screen and let it receive pushes. */
export function webAppManifest(siteName: string) {
  return {
    name: siteName,
    short_name: siteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#c8102e',
    icons: APP_ICON_SIZES.map((size) => ({
      src: appIconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
