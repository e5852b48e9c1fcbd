import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  it('answers what was stored until it expires', () => {
    let clock = 0;
    const cache = createLruCache({ maxSize: 100, ttlMs: 1000, now: () => clock });
    cache.set('a', 'alpha');
    expect(cache.get('a')).toBe('alpha');
    clock = 999;
    expect(cache.get('a')).toBe('alpha');
    clock = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entries once the budget is passed', () => {
    const cache = createLruCache({ maxSize: 10, ttlMs: 1000 });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
  });

  it('moves a hit in the older half to the newest end, and leaves the newest half in its order', () => {
    const cache = createLruCache({ maxSize: 4, ttlMs: 1000 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key);
    expect(cache.get('a')).toBe('a');
    expect(cache.get('d')).toBe('d');
    expect([...cache.keys()]).toEqual(['b', 'c', 'd', 'a']);
    cache.set('e', 'e');
    cache.set('f', 'f');
    expect([...cache.keys()]).toEqual(['d', 'a', 'e', 'f']);
  });

  it('keeps nothing larger than the whole budget, and forgets everything on clear', () => {
    const cache = createLruCache({ maxSize: 3, ttlMs: 1000 });
    cache.set('big', 'four');
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'abc');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('measures other values by the size they say', () => {
    const cache = createLruCache<Buffer>({ maxSize: 10, ttlMs: 1000, sizeOf: (value) => value.byteLength });
    cache.set('a', Buffer.alloc(6));
    cache.set('b', Buffer.alloc(4));
    expect(cache.totalSize).toBe(10);
    cache.set('c', Buffer.alloc(1));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalSize).toBe(5);
  });

  it('asks a ttl function at each store, so an entry lives as long as its owner allowed when it was stored', () => {
    let clock = 0;
    let allowed = 1000;
    const cache = createLruCache({ maxSize: 100, ttlMs: () => allowed, now: () => clock });
    cache.set('long', 'kept long');
    allowed = 10;
    cache.set('short', 'kept briefly');
    clock = 10;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('kept long');
  });
});
