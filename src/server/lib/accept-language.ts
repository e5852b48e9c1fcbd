import type { LangCode } from '../../shared/language';

/**
 * The language an API answer is written in (decision 269): the one of ours the request's
 * `Accept-Language` ranks highest (q-values honoured, `hi-IN` counts as `hi`, the first listed
 * wins a tie), else English, the API's language since the start.
 */
export function answerLanguage(header: string | string[] | undefined): LangCode {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  let best: { lang: LangCode; q: number } | undefined;
  for (const range of value.split(',')) {
    const [tag = '', ...params] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'hi' && primary !== 'en') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}
