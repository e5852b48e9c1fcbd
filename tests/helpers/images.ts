import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { AppContext } from '../../src/server/context';

/** Real image bytes of a given format, made locally. */
export function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c8102e' } });
  if (format === 'avif') return image.avif({ effort: 0 }).toBuffer();
  return image[format]().toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates, to prove uploads lose their metadata. */
export function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Reporter', Artist: 'Secret Source' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '75/1 49/1 0/1' },
    })
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** How many files the uploads folder holds, to prove a failed request stored nothing. */
export function countStoredFiles(uploadsDir: string): number {
  if (!existsSync(uploadsDir)) return 0;
  return readdirSync(uploadsDir, { recursive: true }).filter((entry) => String(entry).endsWith('.webp')).length;
}

/** The uploads folder of an app whose media is on disk, as every test app's is unless it configures S3. */
export function uploadsDir(ctx: AppContext): string {
  if (ctx.storage.kind !== 'disk') throw new Error('This app stores media in a bucket, not in a folder');
  return ctx.storage.root;
}
