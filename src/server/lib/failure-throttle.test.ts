import { describe, expect, it } from 'vitest';
import { createFailureThrottle } from './failure-throttle';

describe('createFailureThrottle', () => {
  it('blocks a key after max failures inside the window and frees it when they age out', () => {
    const throttle = createFailureThrottle({ max: 3, windowMs: 60_000 });
    for (const at of [0, 1_000, 2_000]) {
      expect(throttle.retryAfterSeconds('1.2.3.4', at)).toBe(0);
      throttle.recordFailure('1.2.3.4', at);
    }
    expect(throttle.retryAfterSeconds('1.2.3.4', 2_500)).toBe(58);
    expect(throttle.retryAfterSeconds('5.6.7.8', 2_500)).toBe(0);
    expect(throttle.retryAfterSeconds('1.2.3.4', 60_001)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const throttle = createFailureThrottle({ max: 1, windowMs: 60_000 });
    throttle.recordFailure('k', 0);
    expect(throttle.retryAfterSeconds('k', 1)).toBeGreaterThan(0);
    throttle.reset('k');
    expect(throttle.retryAfterSeconds('k', 1)).toBe(0);
  });
});
