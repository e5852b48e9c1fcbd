import { describe, expect, it } from 'vitest';
import { createMemoryFailureThrottle } from './failure-throttle';

function clockAt(start: number) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

describe('createMemoryFailureThrottle', () => {
  it('counts max attempts inside the window, then blocks until the oldest ages out', async () => {
    const clock = clockAt(0);
    const throttle = createMemoryFailureThrottle({ max: 3, windowMs: 60_000, now: clock.now });
    for (const at of [0, 1_000, 2_000]) {
      clock.at = at;
      expect(await throttle.take('1.2.3.4')).toBe(0);
    }
    clock.at = 2_500;
    expect(await throttle.take('1.2.3.4')).toBe(58);
    expect(await throttle.take('5.6.7.8')).toBe(0);
    clock.at = 60_001;
    expect(await throttle.take('1.2.3.4')).toBe(0);
  });

  it('hands out exactly max slots to attempts made in parallel', async () => {
    const throttle = createMemoryFailureThrottle({ max: 5, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => throttle.take('k')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('gives back one slot on release and forgets the key on reset', async () => {
    const throttle = createMemoryFailureThrottle({ max: 2, windowMs: 60_000 });
    await throttle.take('k');
    await throttle.take('k');
    expect(await throttle.take('k')).toBeGreaterThan(0);
    await throttle.release('k');
    expect(await throttle.take('k')).toBe(0);
    expect(await throttle.take('k')).toBeGreaterThan(0);
    await throttle.reset('k');
    expect(await throttle.take('k')).toBe(0);
  });
});
