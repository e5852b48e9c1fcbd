import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId } from './ids';

describe('newId', () => {
  it('makes 24 hex characters', () => {
    expect(newId()).toMatch(ID_PATTERN);
  });

  it('sorts by creation, also within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newId(1_800_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
    expect(newId(1_800_000_000_001) > ids[ids.length - 1]!).toBe(true);
  });
});
