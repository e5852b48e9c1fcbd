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

/** The numbers a word matches, ascending. */
function numbersOf(matches: WordMatches): Int32Array {
  if ('numbers' in matches) return matches.numbers;
  const numbers = new Int32Array(matches.count);
  let length = 0;
  matches.bits.forEach((word, index) => {
    for (let rest = word; rest !== 0; rest &= rest - 1) numbers[length++] = index * 32 + 31 - Math.clz32(rest & -rest);
  });
  return numbers;
}

function holds(matches: WordMatches, number: number): boolean {
  if ('bits' in matches) return ((((matches.bits[number >>> 5] ?? 0) >>> (number & 31)) & 1) as number) === 1;
  const at = seek(matches.numbers, number, 0);
  return matches.numbers[at] === number;
}

/**
 * What a change to the visible articles does to every kept list: `added` articles took the
 * first numbers (every earlier one moved up by as many), `removed` ones (by their new numbers) are
 * no longer visible, and each `asked` one (new numbers) is matched or not as the index now says.
 */
export type MatchesChange = {
  added: number;
  visibleCount: number;
  removed: ReadonlySet<number>;
  asked: ReadonlySet<number>;
};

/** Bits moved up by `added` places (number n becomes n + added), over `visibleCount` articles. */
function shiftedBits(bits: Uint32Array, added: number, visibleCount: number): Uint32Array {
  const shifted = new Uint32Array(Math.ceil(visibleCount / 32));
  const words = added >>> 5;
  const places = added & 31;
  bits.forEach((word, index) => {
    const target = index + words;
    shifted[target] = (shifted[target] as number) | (word << places);
    if (places > 0 && target + 1 < shifted.length)
      shifted[target + 1] = (shifted[target + 1] as number) | (word >>> (32 - places));
  });
  return shifted;
}

/**
 * A word's matches after `change`; `matching` holds the asked articles the word matches now. A
 * change touches a handful of articles: bits are moved and flipped, numbers moved and merged,
 * without visiting each match more than once.
 */
export function changedMatches(
  matches: WordMatches,
  change: MatchesChange,
  matching: ReadonlySet<number>,
): WordMatches {
  const { added, removed, asked, visibleCount } = change;
  const untouched =
    added === 0 &&
    [...removed].every((number) => !holds(matches, number)) &&
    [...asked].every((number) => holds(matches, number) === matching.has(number));
  if (untouched) return matches;
  if ('numbers' in matches) {
    const merged = new Int32Array(matches.numbers.length + matching.size);
    const joining = [...matching].sort((a, b) => a - b);
    let length = 0;
    let next = 0;
    for (const number of matches.numbers) {
      const now = number + added;
      if (removed.has(now) || asked.has(now)) continue;
      while (next < joining.length && (joining[next] as number) < now) merged[length++] = joining[next++] as number;
      merged[length++] = now;
    }
    while (next < joining.length) merged[length++] = joining[next++] as number;
    return wordMatchesOf(merged.subarray(0, length), visibleCount);
  }
  const bits =
    added === 0 && matches.bits.length * 32 >= visibleCount
      ? matches.bits.slice()
      : shiftedBits(matches.bits, added, visibleCount);
  const shifted: WordMatches = { count: matches.count, bits };
  let count = matches.count;
  for (const number of [...removed, ...asked]) {
    if (!holds(shifted, number)) continue;
    bits[number >>> 5] = (bits[number >>> 5] as number) & ~(1 << (number & 31));
    count -= 1;
  }
  for (const number of matching) {
    bits[number >>> 5] = (bits[number >>> 5] as number) | (1 << (number & 31));
    count += 1;
  }
  // Few matches left: numbers take less room than bits.
  return count * 32 <= visibleCount ? wordMatchesOf(numbersOf({ count, bits }), visibleCount) : { count, bits };
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
