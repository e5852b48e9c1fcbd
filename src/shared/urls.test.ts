import { describe, expect, it } from 'vitest';
import { isHttpUrl, isUploadedFileUrl, isUploadKey, publicIdOfUploadedImage } from './urls';

describe('isHttpUrl', () => {
  it.each(['https://news.example/a?b=c#d', 'http://news.example', 'https://xn--h2brj9c.example/path'])(
    'takes %s',
    (value) => expect(isHttpUrl(value)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//news.example/a',
    'http:news.example',
    'https:/news.example',
    'https://user:pass@news.example/',
    'https://news.example@evil.example/',
    'https://news.example/"x',
    "https://news.example/'x",
    'https://news.example/<x>',
    'https://news.example/a b',
    'https://news.example/\\x',
    'https://news.example/\u0007x',
    ' https://news.example/',
    'ftp://news.example/',
    '/uploads/a.webp',
  ])('refuses %s', (value) => expect(isHttpUrl(value)).toBe(false));
});

describe('uploaded media references', () => {
  it('takes keys and file addresses as the media pipeline makes them', () => {
    expect(isUploadKey('2026/11/0193abcdef')).toBe(true);
    expect(isUploadedFileUrl('/uploads/2026/11/0193abcdef-640.webp')).toBe(true);
    expect(publicIdOfUploadedImage('/uploads/2026/11/0193abcdef.webp')).toBe('2026/11/0193abcdef');
  });

  it.each(['', '..', '../x', '2026/../x', '2026//x', '/2026/x', 'a.b', 'a"b', 'https://x', 'a b'])(
    'refuses the key %j',
    (value) => expect(isUploadKey(value)).toBe(false),
  );

  it.each([
    '/uploads/../x.webp',
    '/uploads/a/../b.webp',
    '/uploads/a.webp?x',
    '/uploads/a',
    '/uploads/a.webp"',
    'https://x/a.webp',
  ])('refuses the file address %j', (value) => expect(isUploadedFileUrl(value)).toBe(false));

  it('finds no public_id in other addresses', () => {
    expect(publicIdOfUploadedImage('https://cdn.example/uploads/a.webp')).toBeUndefined();
    expect(publicIdOfUploadedImage('/uploads/a.png')).toBeUndefined();
  });
});
