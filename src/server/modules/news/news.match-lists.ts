/**
 * A word's matches among the visible articles, by their numbers (0 is the newest), held in the
 * smaller of two forms: a rare word as its sorted numbers, a common one as one bit per visible
 * article (from one match in 32 the bits take less room). Common words are most of what readers
 * type, and two of them combine 32 articles per step.
 */
export type WordMatches = { count: number; numbers: Int32Array } | { count: number; bits: Uint32Array };

/** The matches of a word, from their numbers in ascending order, among `visibleCount` articles. */
export function wordMatchesOf(numbers: Int32Array, visibleCount: number): WordMatches {
  if (numbers.length * 32 <= visibleCount) return { count: numbers.length, numbers };
  const bits = new Uint32Array(Math.ceil(visibleCount / 32));
  for (const number of numbers) bits[number >>> 5] = (bits[number >>> 5] as number) | (1 << (number & 31));
  return { count: numbers.length, bits };
}

/** How many numbers the matches hold in memory (their share of the kept budget). */
export function keptSizeOf(matches: WordMatches): number {
  return ('numbers' in matches ? matches.numbers.length : matches.bits.length) + 1;
}

/** Which matches a page shows (`offset`, `limit`), and how far to count them. */
export type MatchWindow = { offset: number; limit: number; countUpTo: number };

/** A window of a search's matches, and how many it counted (up to the count asked for). */
export type FoundMatches = { ids: string[]; counted: number };

/** The first place at or after `from` where `list` holds `number` or more (lists ascend): galloping, then halving. */
function seek(list: Int32Array, number: number, from: number): number {
  let step = 1;
  let high = from;
  while (high < list.length && (list[high] ?? 0) < number) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (from < high) {
    const middle = (from + high) >>> 1;
    if ((list[middle] ?? 0) < number) from = middle + 1;
    else high = middle;
  }
  return from;
}

function bitCount(word: number): number {
  let rest = word - ((word >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Collects the window's ids and counts matches as they come, newest first. */
function createTally(ids: readonly string[], window: MatchWindow) {
  const end = window.offset + window.limit;
  const countUpTo = Math.max(window.countUpTo, end);
  const found: FoundMatches = { ids: [], counted: 0 };
  return {
    found,
    /** Takes one match; false once the count is reached. */
    take(number: number): boolean {
      if (found.counted >= window.offset && found.counted < end) found.ids.push(ids[number] ?? '');
      found.counted += 1;
      return found.counted < countUpTo;
    },
    /** Takes `count` matches at once when none of them can be in the window; false when some could be. */
    skip(count: number): boolean {
      const after = found.counted + count;
      if (after <= window.offset) found.counted = after;
      else if (found.counted >= end) found.counted = Math.min(after, countUpTo);
      else return false;
      return true;
    },
    get done(): boolean {
      return found.counted >= countUpTo;
    },
  };
}

/**
 * The articles in every list, newest first, until `countUpTo` are counted: with a list of numbers,
 * the shortest such list is walked, other number lists are sought forward from where they were
 * last found and bit lists are looked up; with bit lists only, they are combined 32 at a time.
 * Only the window's ids are made.
 */
export function inEveryList(
  visible: { ids: readonly string[] },
  lists: WordMatches[],
  window: MatchWindow,
): FoundMatches {
  const tally = createTally(visible.ids, window);
  const numberLists = lists
    .flatMap((list) => ('numbers' in list ? [list.numbers] : []))
    .sort((a, b) => a.length - b.length);
  const bitLists = lists.flatMap((list) => ('bits' in list ? [list.bits] : []));
  const [shortest, ...others] = numberLists;
  if (shortest) {
    const cursors = new Int32Array(others.length);
    // Plain loops: this runs for every number of the shortest list, up to thousands per search.
    walk: for (const number of shortest) {
      for (const bits of bitLists) if ((((bits[number >>> 5] as number) >>> (number & 31)) & 1) === 0) continue walk;
      for (let index = 0; index < others.length; index += 1) {
        const list = others[index] as Int32Array;
        const at = seek(list, number, cursors[index] as number);
        cursors[index] = at;
        if (list[at] !== number) continue walk;
      }
      if (!tally.take(number)) break;
    }
    return tally.found;
  }
  const [first, ...rest] = bitLists;
  for (let word = 0; first && word < first.length && !tally.done; word += 1) {
    let both = first[word] as number;
    for (const bits of rest) both &= bits[word] as number;
    if (both === 0 || tally.skip(bitCount(both))) continue;
    while (both !== 0 && tally.take(word * 32 + 31 - Math.clz32(both & -both))) both &= both - 1;
  }
  return tally.found;
}
