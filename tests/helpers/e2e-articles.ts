import { randomBytes } from 'node:crypto';
import type { Locator } from 'playwright-core';
import type { LangCode } from '../../src/shared/language';
import type { Site } from './e2e';

type Created = { _id: string; slug: string; title: string };

/** A published article of its own in `language`, in a demo category, so a test counts its comments and updates alone. */
export async function addArticle(site: Site, language: 'Hindi' | 'English', title: string): Promise<Created> {
  const { news } = await site.api<{ news: { category: { _id: string } }[] }>('/news/all?limit=1');
  const category = news[0]?.category._id;
  if (!category) throw new Error('The demo content has no article');
  const created = await site.api<{ news: Created }>('/news/create', {
    method: 'POST',
    asAdmin: true,
    body: {
      title,
      description: language === 'Hindi' ? '<p>पूरी ख़बर।</p>' : '<p>The whole story.</p>',
      language,
      type: 'all',
      category,
      location: language === 'Hindi' ? 'मुंबई' : 'Mumbai',
      tag: [language === 'Hindi' ? 'क्रिकेट' : 'cricket'],
      slug: `e2e-${randomBytes(4).toString('hex')}`,
      publish: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  return created.news;
}

/**
 * The texts and names inside `scope` written in the other language's script yet not inside an
 * element of that `lang`: chrome words that missed the catalogue (decision 262). Hindi pages look
 * for Latin letters, English pages for Devanagari.
 */
export function otherScriptWords(scope: Locator, lang: LangCode): Promise<string[]> {
  return scope.evaluate((root, pageLang) => {
    const other = pageLang === 'hi' ? /[A-Za-z]/ : /[\u0900-\u097F]/;
    const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang');
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (other.test(text) && langOf(node.parentElement) === pageLang) found.push(text.trim());
    }
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name) ?? '';
        if (other.test(value) && langOf(element) === pageLang) found.push(`${name}: ${value}`);
      }
    return found;
  }, lang);
}
