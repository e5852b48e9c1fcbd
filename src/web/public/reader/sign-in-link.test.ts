import { describe, expect, it } from 'vitest';
import { readSignInLink, resendLabel } from './sign-in-link';

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

describe('resendLabel', () => {
  it('counts the wait down in minutes and seconds, then offers the resend', () => {
    expect(resendLabel(60)).toBe('Resend code in 1:00');
    expect(resendLabel(42)).toBe('Resend code in 0:42');
    expect(resendLabel(5)).toBe('Resend code in 0:05');
    expect(resendLabel(0)).toBe('Resend code');
  });
});
