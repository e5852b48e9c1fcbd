import { describe, expect, it } from 'vitest';
import { savedText } from './saved-text';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('the line a save answers with', () => {
  it('names the story and what became of it', () => {
    const story = { title: 'Monsoon reaches Jaipur', active: true, publish: '2026-11-28T11:00:00Z' };
    expect(savedText(story, 'Asia/Kolkata', NOW)).toBe('Published: “Monsoon reaches Jaipur” is on the site.');
    expect(savedText({ ...story, publish: '2026-11-28T15:44:00Z' }, 'Asia/Kolkata', NOW)).toBe(
      'Scheduled: “Monsoon reaches Jaipur” appears on the site on November 28, 2026 9:14 PM.',
    );
    expect(savedText({ ...story, active: false }, 'Asia/Kolkata', NOW)).toBe(
      'Saved: “Monsoon reaches Jaipur”. It is inactive, so readers do not see it.',
    );
  });
});
