import { changeSummary, type WordDiff } from '../../../../../shared/word-diff';
import type { BlockChange } from './block-diff';

const LOOK: Record<BlockChange['change'], string> = {
  same: 'border-transparent',
  added: 'border-green-700 bg-green-50',
  removed: 'border-brand bg-red-50 [&_*]:line-through',
  changed: 'border-amber-600 bg-white',
};

/** What a block's note says beside it: added or removed whole, its kind changed, its formatting changed. */
function noteOf(block: BlockChange): string | undefined {
  if (block.change === 'added') return `${block.kind} added`;
  if (block.change === 'removed') return `${block.kind} removed`;
  if (block.change !== 'changed') return undefined;
  const notes = [];
  if (block.kindBefore) notes.push(`Now ${block.kind.toLowerCase()}, was ${block.kindBefore.toLowerCase()}`);
  if (block.marksChanged.length > 0) notes.push(`Formatting changed: ${[...new Set(block.marksChanged)].join(', ')}`);
  return notes.join('. ') || undefined;
}

/** Keyed by position: blocks have no identity of their own and the same words may appear twice. */
type Shown = { key: number } & ({ block: BlockChange } | { unchanged: number });

/** Runs of two or more unchanged blocks away from any change fold into one line; the blocks next to a change stay for context. */
function folded(blocks: BlockChange[]): Shown[] {
  const near = (index: number) =>
    [index - 1, index, index + 1].some((at) => blocks[at] !== undefined && blocks[at]?.change !== 'same');
  const shown: Shown[] = [];
  let run: number[] = [];
  const endRun = () => {
    const [first] = run;
    if (first !== undefined && run.length === 1) shown.push({ key: first, block: blocks[first] as BlockChange });
    else if (first !== undefined) shown.push({ key: first, unchanged: run.length });
    run = [];
  };
  blocks.forEach((block, index) => {
    if (near(index)) {
      endRun();
      shown.push({ key: index, block });
    } else run.push(index);
  });
  endRun();
  return shown;
}

/**
 * The description compared block by block (decision 272): each block drawn as the site shows it
 * (the stored, sanitised HTML; words added and removed marked inside), a note when a block was added,
 * removed, turned into another kind or reformatted. The count beside the name is the whole text's
 * words (decision 228).
 */
export function DescriptionChanges({ words, blocks }: { words: WordDiff; blocks: BlockChange[] }) {
  return (
    <section aria-label="Description" className="grid gap-1">
      <h4 className="flex flex-wrap items-baseline gap-x-2 text-[14px] font-semibold">
        Description <span className="font-normal text-muted">{changeSummary(words)}</span>
      </h4>
      {blocks.length === 0 ? (
        <p className="text-[14px] text-muted">(empty)</p>
      ) : (
        <ol
          aria-label="Blocks of the description"
          className="grid gap-2 rounded-md bg-panel p-3 text-[15px] leading-7 [&_del]:bg-red-100 [&_del]:text-red-900 [&_ins]:bg-green-100 [&_ins]:text-green-900"
        >
          {folded(blocks).map((item) => {
            if ('unchanged' in item)
              return (
                <li key={item.key} className="text-[13px] text-muted italic">
                  {item.unchanged} unchanged blocks
                </li>
              );
            const { block } = item;
            const note = noteOf(block);
            return (
              <li
                key={item.key}
                data-change={block.change}
                className={`min-w-0 border-l-4 py-1 pl-3 ${LOOK[block.change]}`}
              >
                {note && <p className="text-[12px] font-semibold tracking-wide text-muted uppercase">{note}</p>}
                {/* Sanitised on the server when saved, and rebuilt here with its text escaped (block-diff.ts). */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the stored description, sanitised on write */}
                <div className="rich-text break-words" dangerouslySetInnerHTML={{ __html: block.html }} />
              </li>
            );
          })}
        </ol>
      )}
      {words.coarse && (
        <p className="text-[13px] text-muted">
          Too much changed to compare word by word: the changed passage is shown whole.
        </p>
      )}
    </section>
  );
}
