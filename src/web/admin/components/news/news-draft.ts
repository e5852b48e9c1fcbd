import { useCallback, useRef, useState } from 'react';
import type { NewsFormValues } from '../../../../shared/schemas/news-form';

const KEY_PREFIX = 'newsDraft:';
/** The second slot: what is typed while an older draft waits on offer (decision 126). */
const TYPED_SINCE_SUFFIX = ':typedSince';

/** New article: one key; an edit: one key per article id (a draft per article until saved: docs/product.md, News form). */
export function draftKey(articleId: string | undefined): string {
  return `${KEY_PREFIX}${articleId ?? 'new'}`;
}

export type StoredDraft = { values: NewsFormValues; savedAt: string };

export function sameValues(a: NewsFormValues, b: NewsFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

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

// Storage that is full or blocked only means no draft is kept; the form itself still holds the text.
function write(key: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {}
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {}
}

/**
 * What the form finds on return: the older draft to offer (unless it is the article as loaded), and
 * what was typed while it was on offer. A second slot left alone becomes the draft on offer.
 */
function found(key: string, baseline: NewsFormValues): { offered: StoredDraft | null; typedSince: StoredDraft | null } {
  const typedKey = key + TYPED_SINCE_SUFFIX;
  const older = read(key);
  const typedSince = read(typedKey);
  if (older && !sameValues(older.values, baseline)) return { offered: older, typedSince };
  if (!typedSince) return { offered: null, typedSince: null };
  write(key, typedSince);
  remove(typedKey);
  return { offered: typedSince, typedSince: null };
}

/**
 * The article's draft in local storage (decisions 103 and 126): written on every change, so a reload,
 * a closed tab or a lost connection keeps it; offered back on return; removed after a save. While the
 * draft is on offer, what the editor types goes to a second slot, so neither text is lost before the
 * editor restores the older draft or discards it.
 */
export function useNewsDraft(key: string, baseline: NewsFormValues) {
  const typedKey = key + TYPED_SINCE_SUFFIX;
  const [initial] = useState(() => found(key, baseline));
  const [offered, setOffered] = useState(initial.offered);
  // Read when the form changes, which can happen inside restore() before React renders again.
  const undecided = useRef(initial.offered !== null);

  const keep = useCallback(
    (values: NewsFormValues) =>
      write(undecided.current ? typedKey : key, { values, savedAt: new Date().toISOString() }),
    [key, typedKey],
  );
  const clear = useCallback(() => remove(undecided.current ? typedKey : key), [key, typedKey]);

  /** The older draft becomes the draft; what was typed since is dropped (the form takes the older one). */
  const restore = useCallback(() => {
    undecided.current = false;
    remove(typedKey);
    setOffered(null);
  }, [typedKey]);

  /** The older draft is dropped; what was typed since becomes the draft. */
  const discard = useCallback(() => {
    undecided.current = false;
    const typed = read(typedKey);
    if (typed) write(key, typed);
    else remove(key);
    remove(typedKey);
    setOffered(null);
  }, [key, typedKey]);

  return { offered, typedSince: initial.typedSince, keep, clear, restore, discard };
}
