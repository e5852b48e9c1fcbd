const WORD_SEPARATOR = /\s+/u;

/** Removes markup and decodes the few entities rich text produces, for counting and excerpts. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(WORD_SEPARATOR);
}

/** Words in a text after markup is stripped (the 3000-word description limit, docs/product.md, News form). */
export function countWords(html: string): number {
  return words(stripHtml(html)).length;
}

/** The refusal of an edit that would pass a word limit ('You cannot exceed 3000 words.', docs/product.md, News form). */
export function wordLimitMessage(maxWords: number): string {
  return `You cannot exceed ${maxWords} words.`;
}

const WORD = /\S+/gu;

/**
 * Keeps the first `limit` words; when any were dropped, ends with an ellipsis (docs/product.md, Limits and constants). Reads no
 * further than the word after the limit: listings cut whole article texts to 25 words.
 */
export function truncateWords(text: string | null | undefined, limit: number): string {
  const kept: string[] = [];
  for (const [word] of (text ?? '').matchAll(WORD)) {
    if (kept.length === limit) return `${kept.join(' ')}...`;
    kept.push(word);
  }
  return kept.join(' ');
}
