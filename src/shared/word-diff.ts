/** One run of the compared text: kept, added in the newer text, or removed from the older. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export type WordDiff = {
  parts: DiffPart[];
  /** Words added and removed: runs of letters or digits, as an editor counts them. */
  added: number;
  removed: number;
  /** Punctuation marks (the danda, commas, brackets) added or removed: compared and shown, not counted as words. */
  marksChanged: number;
  /** True when the texts differ too much to compare word by word: the differing middle is shown whole. */
  coarse: boolean;
};

/**
 * A word is a run of letters, combining marks and digits (so Devanagari vowel signs, virama and
 * nukta stay with their letter, and ZWJ/ZWNJ inside a conjunct too); every other visible character
 * (the danda ।, commas, quotes) is a word of its own. Each token carries the spaces after it, so the
 * parts put back together give the text as it was.
 */
const TOKEN = /(?:[\p{L}\p{M}\p{N}\u200C\u200D]+|[^\s\p{L}\p{M}\p{N}\u200C\u200D])\s*/gu;

/** A token that is a word rather than a punctuation mark. */
const IS_WORD = /[\p{L}\p{N}]/u;

/** Past this many traced cells (16 MB; about 2,000 words changed) the comparison stops being word by word. */
const MAX_TRACE_CELLS = 4_000_000;

type Token = { key: string; text: string };

export function tokenizeWords(text: string): Token[] {
  // NFC so that a nukta letter typed as one code point or as letter + nukta compares equal.
  return (text.trimStart().match(TOKEN) ?? []).map((token) => ({ key: token.trim().normalize('NFC'), text: token }));
}

/** A word both texts hold, with whichever spacing keeps it apart from a removed or added neighbour. */
function sameText(before: Token, after: Token): string {
  return /\s$/.test(after.text) ? after.text : before.text;
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The longest common subsequence of two token lists, found as Myers' shortest edit script: time
 * and memory grow with the number of words changed, not with the length of the texts, so a
 * 3000-word article with a few edits compares at once. Answers false (and writes nothing) when
 * the changes are too many to trace within MAX_TRACE_CELLS.
 */
function editScript(before: Token[], after: Token[], parts: DiffPart[]): boolean {
  const n = before.length;
  const m = after.length;
  const offset = n + m + 1;
  const furthest = new Int32Array(2 * offset + 1);
  // trace[d] holds `furthest` for diagonals -d-1..d+1 as it stood before step d.
  const trace: Int32Array[] = [];
  let cells = 0;
  let done = n === 0 && m === 0;
  for (let d = 0; !done; d += 1) {
    cells += 2 * d + 3;
    if (cells > MAX_TRACE_CELLS) return false;
    trace.push(furthest.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d && !done; k += 2) {
      let x =
        k === -d || (k !== d && furthest[offset + k - 1]! < furthest[offset + k + 1]!)
          ? furthest[offset + k + 1]!
          : furthest[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && before[x]!.key === after[y]!.key) {
        x += 1;
        y += 1;
      }
      furthest[offset + k] = x;
      done = x >= n && y >= m;
    }
  }
  const walked: DiffPart[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const step = trace[d]!;
    const at = (diagonal: number) => step[diagonal + d + 1]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      walked.push({ kind: 'same', text: sameText(before[x - 1]!, after[y - 1]!) });
      x -= 1;
      y -= 1;
    }
    if (d > 0) {
      if (x === previousX) walked.push({ kind: 'added', text: after[y - 1]!.text });
      else walked.push({ kind: 'removed', text: before[x - 1]!.text });
    }
    x = previousX;
    y = previousY;
  }
  for (const part of walked.reverse()) push(parts, part.kind, part.text);
  return true;
}

/**
 * What changed from `before` to `after`, word by word (docs/decisions/228): the common start and
 * end are set aside, and the middle is compared by longest common subsequence of words.
 */
export function diffWords(before: string, after: string): WordDiff {
  const old = tokenizeWords(before);
  const now = tokenizeWords(after);
  let start = 0;
  while (start < old.length && start < now.length && old[start]!.key === now[start]!.key) start += 1;
  let end = 0;
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end]!.key === now[now.length - 1 - end]!.key
  )
    end += 1;
  const oldMiddle = old.slice(start, old.length - end);
  const newMiddle = now.slice(start, now.length - end);

  const parts: DiffPart[] = [];
  for (let index = 0; index < start; index += 1) push(parts, 'same', sameText(old[index]!, now[index]!));
  const coarse = !editScript(oldMiddle, newMiddle, parts);
  if (coarse) {
    for (const token of oldMiddle) push(parts, 'removed', token.text);
    for (const token of newMiddle) push(parts, 'added', token.text);
  }
  for (let index = end; index > 0; index -= 1) {
    push(parts, 'same', sameText(old[old.length - index]!, now[now.length - index]!));
  }

  const changed = (kind: DiffPart['kind']) =>
    parts.filter((part) => part.kind === kind).flatMap((part) => tokenizeWords(part.text));
  const [added, removed] = [changed('added'), changed('removed')];
  const words = (tokens: Token[]) => tokens.filter((token) => IS_WORD.test(token.key)).length;
  const [addedWords, removedWords] = [words(added), words(removed)];
  return {
    parts,
    added: addedWords,
    removed: removedWords,
    marksChanged: added.length + removed.length - addedWords - removedWords,
    coarse,
  };
}

/** The count beside a compared field: '1 word added, 0 removed', 'Punctuation changed' or 'No change'. */
export function changeSummary({ added, removed, marksChanged }: WordDiff): string {
  if (added === 0 && removed === 0) return marksChanged > 0 ? 'Punctuation changed' : 'No change';
  const words = `${added} word${added === 1 ? '' : 's'} added, ${removed} removed`;
  return marksChanged > 0 ? `${words}, punctuation changed` : words;
}
