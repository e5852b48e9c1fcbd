import { describe, expect, it } from 'vitest';
import { NEWSROOM_SLUGS } from '../../tests/fixtures/newsroom-slugs';
import { romanise, romaniseWord } from './romanise';
import { suggestSlug } from './slugs';

/** The words of the romaniser's slug that match the editor's, word for word in order. */
function wordsAsWritten(headline: string, slug: string): { matched: number; total: number; misses: string[] } {
  const expected = slug.split('-');
  const written = suggestSlug(headline).split('-');
  const misses: string[] = [];
  let matched = 0;
  expected.forEach((word, index) => {
    if (written[index] === word) matched += 1;
    else misses.push(`${word}≠${written[index] ?? ''}`);
  });
  return { matched, total: expected.length, misses };
}

describe('romanise', () => {
  it('writes the example of the issue as a newsroom does', () => {
    expect(suggestSlug('जयपुर में मानसून की पहली बारिश')).toBe('jaipur-mein-monsoon-ki-pehli-barish');
  });

  it('drops the inherent vowel where speakers drop it, and keeps it where they say it', () => {
    expect(romaniseWord('जयपुर')).toBe('jaipur');
    expect(romaniseWord('करना')).toBe('karna');
    expect(romaniseWord('समझना')).toBe('samajhna');
    expect(romaniseWord('अंदर')).toBe('andar');
    expect(romaniseWord('मंत्र')).toBe('mantra');
    expect(romaniseWord('राज्य')).toBe('rajya');
    expect(romaniseWord('भारतीय')).toBe('bhartiya');
    expect(romaniseWord('न')).toBe('na');
  });

  it('writes vowels, anusvara and nukta letters as newsrooms do, without doubled vowels', () => {
    expect(romaniseWord('बारीक')).toBe('barik');
    expect(romaniseWord('संपादक')).toBe('sampadak');
    expect(romaniseWord('ज़मीन')).toBe('zamin');
    expect(romaniseWord('फ़ोटो')).toBe('foto');
    expect(romaniseWord('स्वच्छ')).toBe('swachh');
    expect(romaniseWord('ज्ञान')).toBe('gyan');
    expect(romaniseWord('२०२६')).toBe('2026');
  });

  it('leaves Latin letters and digits as they are', () => {
    expect(romanise('IPL 2026: मैच')).toBe('IPL 2026: match');
    expect(suggestSlug('Sensex falls 800 points, Nifty below 24,000')).toBe(
      'sensex-falls-800-points-nifty-below-24-000',
    );
    expect(suggestSlug('Café crème à Paris')).toBe('cafe-creme-a-paris');
  });

  it('cuts a long slug at the end of a word', () => {
    const slug = suggestSlug('word '.repeat(30), 22);
    expect(slug).toBe('word-word-word-word');
  });

  it('writes at least 90% of the words of the headline table as the editors did', () => {
    let matched = 0;
    let total = 0;
    const misses: string[] = [];
    for (const { headline, slug } of NEWSROOM_SLUGS) {
      const row = wordsAsWritten(headline, slug);
      matched += row.matched;
      total += row.total;
      misses.push(...row.misses);
    }
    const share = matched / total;
    console.info(
      `Newsroom slug table: ${NEWSROOM_SLUGS.length} headlines, ${matched} of ${total} words as the editor wrote them (${(share * 100).toFixed(1)}%). Misses: ${misses.join(', ')}`,
    );
    expect(NEWSROOM_SLUGS.length).toBeGreaterThanOrEqual(60);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});
