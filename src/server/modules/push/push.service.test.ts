import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push.service';

describe('where the server may send pushes', () => {
  it('takes https push services everywhere', () => {
    for (const production of [true, false]) {
      expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true);
      expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', production)).toBe(true);
    }
  });

  it('takes http on the loopback outside production only', () => {
    for (const endpoint of ['http://127.0.0.1:4000/push/a', 'http://localhost/push/a', 'http://[::1]:80/push/a']) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true);
      expect(isAllowedPushEndpoint(endpoint, true), endpoint).toBe(false);
    }
    expect(isAllowedPushEndpoint('http://push.example.com/a', false)).toBe(false);
  });

  it('refuses in production the loopback, bare IP addresses and credentials, even over https', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://10.0.0.5/push',
      'https://[fd00::1]/push',
      'https://user:secret@push.example.com/push',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, true), endpoint).toBe(false);
    }
  });
});
