import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { NewsFormValues } from '../../../../shared/schemas/news-form';
import {
  TRANSLATION_SAME_LANGUAGE,
  type Translation,
  translationTakenMessage,
} from '../../../../shared/schemas/news-translation';
import { truncateWords } from '../../../../shared/text';
import { ApiError } from '../../../shared/api-client';
import type { News } from '../../../shared/api-entities';
import { api } from '../../api';
import { Button, Field, inputClass } from '../ui';

/** Candidates shown at once: enough to find a story by a word or two of its title. */
const CANDIDATES = 8;
/** The pause after typing before the search is asked, as on the site's search overlay. */
const TYPING_PAUSE_MS = 250;

const OTHER_LANGUAGE = { Hindi: 'English', English: 'Hindi' } as const;

/** What the server's create and update calls take: the link's change, sent only when the editor changed it (decision 231). */
export function translationChange(chosen: Translation | null, loaded: Translation | null): { translation?: string } {
  if ((chosen?._id ?? null) === (loaded?._id ?? null)) return {};
  return { translation: chosen?._id ?? '' };
}

function useTypedPause(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function stateOf(news: News): string {
  if (!news.active) return 'Inactive';
  return Date.parse(news.publish) > Date.now() ? 'Scheduled' : 'Published';
}

/**
 * docs/product.md, Translations: the article in the other language, chosen by searching that
 * language's titles and slugs. A candidate already linked to another says so in the list (an
 * admin's listing names each article's translation), and is refused here, naming it, as the server
 * refuses it; the link is saved with the article.
 */
export function TranslationField({ control, articleId }: { control: Control<NewsFormValues>; articleId?: string }) {
  const { field, fieldState } = useController({ control, name: 'translation' });
  const language = useWatch({ control, name: 'language' });
  const other = language ? OTHER_LANGUAGE[language] : undefined;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const query = useTypedPause(text.trim());
  const listId = useId();
  const chosen = field.value;

  const candidates = useQuery({
    queryKey: ['news', 'translation-candidates', other, query],
    queryFn: ({ signal }) =>
      api.GET('/api/v1/news/all', {
        params: {
          query: { language: other, page: 1, limit: CANDIDATES, searchIn: 'titleOrSlug', ...(query && { q: query }) },
        },
        signal,
      }),
    enabled: open && other !== undefined && !chosen,
    placeholderData: keepPreviousData,
  });

  // A candidate is read whole first: its own link, if it has one elsewhere, decides whether it may be chosen.
  async function choose(candidate: News) {
    setRefusal(undefined);
    try {
      const { news } = await api.GET('/api/v1/news/{idOrSlug}', { params: { path: { idOrSlug: candidate._id } } });
      if (news.translation && news.translation._id !== articleId) {
        setRefusal(translationTakenMessage(news.translation.title));
        return;
      }
      field.onChange({ _id: news._id, slug: news.slug, title: news.title, language: news.language });
      setOpen(false);
      setText('');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.message);
    }
  }

  const mismatch = chosen && language === chosen.language ? TRANSLATION_SAME_LANGUAGE : undefined;
  const error = fieldState.error?.message ?? refusal ?? mismatch;
  const help = other
    ? `The same story in ${other}. Readers of either article get a link to the other.`
    : 'Choose the language first.';
  const rows = candidates.data?.news.filter((news) => news._id !== articleId) ?? [];

  return (
    <Field id="news-translation" label="Translation" error={error} help={help}>
      {(describedBy) =>
        chosen ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-400 bg-neutral-50 px-3 py-2">
            <span className="rounded bg-white px-2 py-0.5 text-[12px] font-semibold text-muted">{chosen.language}</span>
            <a
              href={`/${chosen.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              lang={chosen.language === 'Hindi' ? 'hi' : 'en'}
              className="min-w-0 flex-1 truncate text-[15px] font-semibold hover:underline"
            >
              {chosen.title}
            </a>
            <Button
              variant="secondary"
              aria-describedby={describedBy}
              onClick={() => {
                field.onChange(null);
                setRefusal(undefined);
              }}
            >
              Unlink
            </Button>
          </div>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the search and its list closes the list; no action of its own
          <div
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
            }}
          >
            <input
              id="news-translation"
              type="search"
              aria-controls={open && other ? listId : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              disabled={!other}
              placeholder={other ? `Search ${other} articles by title or slug` : 'Choose the language first'}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setRefusal(undefined);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(false);
              }}
              onBlur={field.onBlur}
              className={inputClass(Boolean(error))}
            />
            {open && other && (
              <ul
                id={listId}
                aria-label={`${other} articles`}
                className="mt-1 max-h-72 overflow-y-auto rounded-md border border-hairline bg-white shadow-sm"
              >
                {rows.map((news) => (
                  <li key={news._id}>
                    <button
                      type="button"
                      // Keeps the focus in the search box, so the list is still there when the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => void choose(news)}
                      className="flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-neutral-100 focus-visible:bg-neutral-100"
                    >
                      <span className="text-[15px] font-semibold" lang={news.language === 'Hindi' ? 'hi' : 'en'}>
                        {news.title}
                      </span>
                      <span className="text-[12px] text-muted">
                        /{news.slug} · {stateOf(news)}
                        {news.translation && news.translation._id !== articleId && (
                          <>
                            {' · Linked to '}
                            <span lang={news.translation.language === 'Hindi' ? 'hi' : 'en'}>
                              “{truncateWords(news.translation.title, 8)}”
                            </span>
                          </>
                        )}
                      </span>
                    </button>
                  </li>
                ))}
                {candidates.isSuccess && rows.length === 0 && (
                  <li className="px-3 py-2 text-[14px] text-muted">No {other} article matches.</li>
                )}
                {candidates.isError && (
                  <li className="px-3 py-2 text-[14px] text-brand">The articles could not be loaded. Try again.</li>
                )}
              </ul>
            )}
          </div>
        )
      }
    </Field>
  );
}
