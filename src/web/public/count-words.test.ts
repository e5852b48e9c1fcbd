import { describe, expect, it } from 'vitest';
import { articleMessages } from '../../shared/messages/article';
import { liveBlogMessages } from '../../shared/messages/live-blog';
import { withCount } from './count-words';
import { countForms } from './count-words.server';

describe('count words for plain-DOM scripts', () => {
  it('picks the plural form of the language, as the catalogue writes it', () => {
    const english = countForms('en', liveBlogMessages.newUpdates);
    expect(withCount(english, 'en', 1)).toBe('1 new update');
    expect(withCount(english, 'en', 12)).toBe('12 new updates');
    const hindi = countForms('hi', liveBlogMessages.newUpdates);
    expect(withCount(hindi, 'hi', 1)).toBe('1 नया अपडेट');
    expect(withCount(hindi, 'hi', 5)).toBe('5 नए अपडेट');
  });

  it('writes the number in the page’s locale, the rest of the sentence kept', () => {
    const english = countForms('en', articleMessages.likeArticle);
    expect(withCount(english, 'en', 0)).toBe('Like this article, 0 likes');
    expect(withCount(english, 'en', 1)).toBe('Like this article, 1 like');
    expect(withCount(english, 'en', 123456)).toBe('Like this article, 1,23,456 likes');
    expect(withCount(countForms('hi', articleMessages.likeArticle), 'hi', 3)).toBe('यह ख़बर पसंद करें, 3 पसंद');
  });
});
