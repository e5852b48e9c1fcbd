import { describe, expect, it } from 'vitest';
import { defaultCommentSettings } from '../../../shared/schemas/comments';
import {
  type CommentFacts,
  checkHistory,
  checkLinks,
  checkOpen,
  checkPreModeration,
  checkRate,
  checkRepeat,
  checkStanding,
  countLinks,
  EDIT_CHECKS,
  findListedWords,
  NEW_COMMENT_CHECKS,
  runChecks,
} from './comment-pipeline';

const NOW = new Date('2026-11-25T12:00:00.000Z');

function facts(overrides: Partial<CommentFacts> = {}): CommentFacts {
  return {
    text: 'A perfectly ordinary comment',
    now: NOW,
    settings: defaultCommentSettings,
    article: { commentsEnabled: true, publishAt: '2026-11-20T12:00:00.000Z' },
    reader: { status: 'active', suspendedUntil: null },
    previous: null,
    lastCommentAt: null,
    approvedCount: 5,
    recent: { total: 0, rejected: 0 },
    ...overrides,
  };
}

describe('the comment checks', () => {
  it('lets an ordinary comment through', () => {
    expect(runChecks(NEW_COMMENT_CHECKS, facts())).toBeNull();
  });

  it('closes after the set number of days from publishing, never with 0', () => {
    const settings = { ...defaultCommentSettings, closeAfterDays: 5 };
    expect(checkOpen(facts({ settings }))).toBeNull();
    expect(checkOpen(facts({ settings: { ...settings, closeAfterDays: 4 } }))).toMatchObject({ status: 403 });
    expect(checkOpen(facts({ article: { commentsEnabled: true, publishAt: '2000-01-01T00:00:00.000Z' } }))).toBeNull();
  });

  it('refuses a suspension only while it lasts', () => {
    const until = (iso: string) => facts({ reader: { status: 'suspended', suspendedUntil: iso } });
    expect(checkStanding(until('2026-11-26T00:00:00.000Z'))).toMatchObject({ status: 403 });
    expect(checkStanding(until('2026-11-25T11:59:59.000Z'))).toBeNull();
  });

  it("compares with the previous text trimmed, and counts the interval from the reader's last comment", () => {
    expect(checkRepeat(facts({ text: '  Same ', previous: { body: 'Same' } }))).toMatchObject({ status: 409 });
    expect(checkRate(facts({ lastCommentAt: '2026-11-25T11:59:30.001Z' }))).toMatchObject({ status: 429 });
    expect(checkRate(facts({ lastCommentAt: '2026-11-25T11:59:30.000Z' }))).toBeNull();
  });

  it('matches listed words whole, ignoring case, in Devanagari too', () => {
    expect(findListedWords('Visit the CASINO today', ['casino'])).toEqual(['casino']);
    expect(findListedWords('casinos everywhere', ['casino'])).toEqual([]);
    expect(findListedWords('यह बकवास है', ['बकवास'])).toEqual(['बकवास']);
    // A vowel sign after the word makes it another word.
    expect(findListedWords('बकवासी बातें', ['बकवास'])).toEqual([]);
    expect(findListedWords('free   money now', ['free money', 'a.b'])).toEqual(['free money']);
  });

  it('holds more than one link', () => {
    expect(countLinks('see https://a.example and www.b.example')).toBe(2);
    expect(checkLinks(facts({ text: 'see https://a.example' }))).toBeNull();
    expect(checkLinks(facts({ text: 'http://a.example http://b.example' }))).toEqual({ kind: 'hold', reason: 'links' });
  });

  it('pre-moderates new readers until two approvals, or everyone', () => {
    const newReaders = { ...defaultCommentSettings, moderation: 'newReaders' as const };
    expect(checkPreModeration(facts({ settings: newReaders, approvedCount: 1 }))).toMatchObject({ kind: 'hold' });
    expect(checkPreModeration(facts({ settings: newReaders, approvedCount: 2 }))).toBeNull();
    const all = { ...defaultCommentSettings, moderation: 'all' as const };
    expect(checkPreModeration(facts({ settings: all }))).toMatchObject({ kind: 'hold' });
  });

  it('holds when over 30% of recent comments were rejected', () => {
    expect(checkHistory(facts({ recent: { total: 10, rejected: 3 } }))).toBeNull();
    expect(checkHistory(facts({ recent: { total: 10, rejected: 4 } }))).toEqual({ kind: 'hold', reason: 'history' });
  });

  it('the first refusal or hold wins, in the documented order', () => {
    const settings = {
      ...defaultCommentSettings,
      bannedWords: ['bad'],
      suspectWords: ['odd'],
      moderation: 'all' as const,
    };
    expect(runChecks(NEW_COMMENT_CHECKS, facts({ settings, text: 'odd and bad' }))).toMatchObject({ kind: 'refuse' });
    expect(runChecks(NEW_COMMENT_CHECKS, facts({ settings, text: 'odd http://a http://b' }))).toMatchObject({
      reason: 'suspect-words',
    });
    expect(
      runChecks(
        NEW_COMMENT_CHECKS,
        facts({ text: 'x', article: { commentsEnabled: false, publishAt: NOW.toISOString() } }),
      ),
    ).toMatchObject({ status: 400 });
    const previous = { body: 'A perfectly ordinary comment' };
    expect(runChecks(NEW_COMMENT_CHECKS, facts({ previous, lastCommentAt: NOW.toISOString() }))).toMatchObject({
      status: 409,
    });
    expect(runChecks(EDIT_CHECKS, facts({ previous, lastCommentAt: NOW.toISOString() }))).toBeNull();
  });
});
