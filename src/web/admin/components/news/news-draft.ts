import { useCallback, useState } from 'react';
import type { NewsFormValues } from '../../../../shared/schemas/news-form';

const KEY_PREFIX = 'newsDraft:';

/** New article: one key; an edit: one key per article id (a draft per article until saved: docs/product.md, News form). */
export function draftKey(articleId: string | undefined): string {
  return `${KEY_PREFIX}${articleId ?? 'new'}`;
}

export type StoredDraft = { values: NewsFormValues; savedAt: string };

function read(key: string): StoredDraft | null {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as StoredDraft;
    return draft && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The article's draft in local storage: written on every change, so a reload, a closed tab or a lost
 * connection keeps it; offered back once on return; removed after a save. Storage that is full or
 * blocked only means no draft is kept.
 */
export function useNewsDraft(key: string) {
  const [offered, setOffered] = useState<StoredDraft | null>(() => read(key));

  const keep = useCallback(
    (values: NewsFormValues) => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch {
        // Nothing more can be done without storage; the form itself still holds the text.
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See keep().
    }
  }, [key]);

  return { offered, settle: () => setOffered(null), keep, clear };
}
