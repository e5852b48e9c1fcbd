import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from './artwork';
import { ARTICLE_ART } from './images';

describe('renderArtwork', () => {
  it('draws a PNG of the asked size, landscape, portrait and the ad slots', async () => {
    for (const [width, height] of [
      [1200, 675],
      [300, 600],
      [1456, 180],
      [600, 500],
    ] as const) {
      const png = await renderArtwork(ARTICLE_ART.cricketPitch, width, height);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height });
    }
  });

  it('escapes the label, so markup characters neither break the SVG nor inject into it', async () => {
    const png = await renderArtwork(
      { label: 'R&D <b>', kicker: 'A&B', motif: 'chart', colors: ['#000000', '#ffffff'] },
      400,
      225,
    );
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 400, height: 225 });
  });
});
