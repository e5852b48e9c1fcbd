import { describe, expect, it } from 'vitest';
import { answerLanguage } from './accept-language';

describe('answerLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-US,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['hi;q=0,en', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr,hi;q=0.3', 'hi'],
    ['*', 'en'],
    ['HI-in', 'hi'],
    ['hi;q=abc', 'en'],
    ['en,hi', 'en'],
    [['hi;q=0.2', 'en;q=0.1'], 'hi'],
  ] as const)('%j answers %s', (header, lang) => {
    expect(answerLanguage(header as string | string[] | undefined)).toBe(lang);
  });
});
