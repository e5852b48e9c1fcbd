import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

describe('pageKey', () => {
  it('keeps only the declared parameters, sorted by name, values exactly as sent', () => {
    const key = (url: string) => pageKey(url, ['page', 'q'], '').key;
    expect(key('/search?utm_source=wa&q=%E0%A4%96&page=2&fbclid=x')).toBe('/search?page=2&q=%E0%A4%96');
    expect(key('/search?page=2&q=%E0%A4%96')).toBe('/search?page=2&q=%E0%A4%96');
    expect(key('/search?utm_medium=social')).toBe('/search');
    expect(key('/search?q=a+b')).not.toBe(key('/search?q=a%20b'));
  });

  it('reads an encoded name as the name, and keeps repeated values in their order', () => {
    expect(pageKey('/c?p%61ge=3', ['page'], '').key).toBe('/c?page=3');
    expect(pageKey('/c?page=3&x=1&page=2', ['page'], '').key).toBe('/c?page=3&page=2');
    expect(pageKey('/c?page=2&page=3', ['page'], '').key).not.toBe(pageKey('/c?page=3&page=2', ['page'], '').key);
  });

  it('puts the address in front when pages depend on it, and answers the path for the front door', () => {
    expect(pageKey('/a?page=1', ['page'], 'http://news.test')).toEqual({
      path: 'http://news.test/a',
      key: 'http://news.test/a?page=1',
    });
    expect(pageKey('/a?page=1', [], '')).toEqual({ path: '/a', key: '/a' });
  });
});
