import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youtubeEmbedUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`],
    [`https://www.youtube.com/watch/?v=${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=abc123`],
    [`https://youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/shorts/${ID}/`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=10`],
    [`https://www.youtube.com/watch?v=${ID}#comments`],
    [`  https://youtu.be/${ID}  `],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('reads the id from %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it('keeps the case of the id and accepts - and _ in it', () => {
    expect(parseYouTubeId('https://youtu.be/a-B_c9D-e_F')).toBe('a-B_c9D-e_F');
  });

  it.each([
    ['a lookalike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host that ends like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['a subdomain lookalike', `https://www.youtube.com.evil.example/embed/${ID}`],
    ['credentials that hide the real host', `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ['credentials on the real host', `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ['an explicit port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['YouTube Music', `https://music.youtube.com/watch?v=${ID}`],
    ['another subdomain', `https://studio.youtube.com/video/${ID}`],
    ['a youtu.be lookalike', `https://youtu.be.evil.example/${ID}`],
    ['a javascript: link', `javascript:alert('https://youtu.be/${ID}')`],
    ['an ftp link', `ftp://www.youtube.com/watch?v=${ID}`],
    ['a link without a scheme', `www.youtube.com/watch?v=${ID}`],
    ['a protocol-relative link', `//www.youtube.com/watch?v=${ID}`],
    ['an id that is too short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id that is too long', `https://www.youtube.com/watch?v=${ID}X`],
    ['an id with a forbidden character', 'https://youtu.be/dQw4w9WgX.Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['a channel page', 'https://www.youtube.com/@NDTVIndia'],
    ['a channel live page', 'https://www.youtube.com/@NDTVIndia/live'],
    ['a channel id page', 'https://www.youtube.com/channel/UCZFMm1mMw0F81Z37aaEzTUA'],
    ['a playlist embed', 'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['an id followed by more path', `https://www.youtube.com/shorts/${ID}/extra`],
    ['a bare youtu.be', 'https://youtu.be/'],
    ['a youtu.be with more path', `https://youtu.be/${ID}/more`],
    ['the home page', 'https://www.youtube.com/'],
    ['an unknown path with an id', `https://www.youtube.com/feed/${ID}`],
    ['another video site', 'https://vimeo.com/76979871'],
    ['an empty string', ''],
    ['plain text', 'not a link at all'],
  ])('rejects %s', (_reason, url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('builds the privacy-enhanced player address', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('round-trips: its own output parses back to the same id', () => {
    expect(parseYouTubeId(youtubeEmbedUrl(ID))).toBe(ID);
  });
});
