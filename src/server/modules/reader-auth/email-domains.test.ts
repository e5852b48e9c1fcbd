import { describe, expect, it } from 'vitest';
import { isBlockedEmail } from './email-domains';

const shipped = { blockDisposableDomains: true, blockedEmailDomains: [] };

describe('blocked email domains', () => {
  it('blocks a listed domain and every domain under it, whatever the case', () => {
    expect(isBlockedEmail('a@mailinator.com', shipped)).toBe(true);
    expect(isBlockedEmail('a@Eu.MAILINATOR.com', shipped)).toBe(true);
  });

  it('does not block a domain that only ends with the same letters, nor the one above it', () => {
    expect(isBlockedEmail('a@notmailinator.com', shipped)).toBe(false);
    expect(isBlockedEmail('a@com', shipped)).toBe(false);
    expect(isBlockedEmail('a@gmail.com', shipped)).toBe(false);
  });

  it("adds the site's own domains and can leave the shipped list out", () => {
    const own = { blockDisposableDomains: false, blockedEmailDomains: ['spam.example'] };
    expect(isBlockedEmail('a@mailinator.com', own)).toBe(false);
    expect(isBlockedEmail('a@spam.example', own)).toBe(true);
    expect(isBlockedEmail('a@mx.spam.example', own)).toBe(true);
    expect(isBlockedEmail('a@example', own)).toBe(false);
  });
});
