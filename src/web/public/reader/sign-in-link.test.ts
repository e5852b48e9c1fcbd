import { describe, expect, it } from 'vitest';
import { readSignInLink, resendWait } from './sign-in-link';

describe('readSignInLink', () => {
  it("reads the mailed link's email and key", () => {
    expect(readSignInLink('?email=asha%2Btest%40example.com&key=abc123')).toEqual({
      email: 'asha+test@example.com',
      key: 'abc123',
    });
  });

  it('is no link when either part is missing or blank', () => {
    expect(readSignInLink('')).toBeNull();
    expect(readSignInLink('?email=asha@example.com')).toBeNull();
    expect(readSignInLink('?key=abc')).toBeNull();
    expect(readSignInLink('?email=%20&key=abc')).toBeNull();
  });
});

describe('resendWait', () => {
  it('counts the wait down in minutes and seconds', () => {
    expect(resendWait(60)).toBe('1:00');
    expect(resendWait(42)).toBe('0:42');
    expect(resendWait(5)).toBe('0:05');
  });
});
