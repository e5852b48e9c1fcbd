import { describe, expect, it } from 'vitest';
import { holdText, possibleActions, reportText, standingText } from './moderation-words';

describe('the moderation screen’s words', () => {
  it('names the hold reason, with the suspect words that held the comment', () => {
    expect(holdText({ holdReason: 'suspect-words', holdDetail: 'बकवास, scam' })).toBe('Suspect words: बकवास, scam');
    expect(holdText({ holdReason: 'pre-moderation', holdDetail: null })).toBe('Pre-moderation');
    expect(holdText({ holdReason: null, holdDetail: null })).toBeNull();
  });

  it('counts the reports since the last decision and every report by reason, most first', () => {
    expect(reportText({ reportCount: 3, reportReasons: { abusive: 1, spam: 2 } })).toBe(
      '3 reports (spam 2, abusive 1)',
    );
    expect(reportText({ reportCount: 1, reportReasons: { other: 1 } })).toBe('1 report (other 1)');
    expect(reportText({ reportCount: 0, reportReasons: { spam: 2 } })).toBe('0 reports (spam 2)');
    expect(reportText({ reportCount: 0, reportReasons: {} })).toBeNull();
  });

  it('offers only the decisions that change something', () => {
    expect(possibleActions({ status: 'pending', reportCount: 0 })).toEqual({ approve: true, hide: true });
    expect(possibleActions({ status: 'visible', reportCount: 0 })).toEqual({ approve: false, hide: true });
    expect(possibleActions({ status: 'visible', reportCount: 2 })).toEqual({ approve: true, hide: true });
    expect(possibleActions({ status: 'rejected', reportCount: 0 })).toEqual({ approve: true, hide: false });
    expect(possibleActions({ status: 'deleted', reportCount: 0 })).toEqual({ approve: false, hide: false });
  });

  it('says a reader’s standing', () => {
    const date = (iso: string) => iso.slice(0, 10);
    expect(standingText({ status: 'suspended', suspendedUntil: '2026-12-01T10:00:00.000Z' }, date)).toBe(
      'Suspended until 2026-12-01',
    );
    expect(standingText({ status: 'banned', suspendedUntil: null }, date)).toBe('Banned');
    expect(standingText({ status: 'active', suspendedUntil: null }, date)).toBeNull();
  });
});
