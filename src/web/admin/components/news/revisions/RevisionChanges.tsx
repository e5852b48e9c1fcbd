import { changeSummary, type DiffPart, type WordDiff } from '../../../../../shared/word-diff';
import type { NewsImage } from '../../../../shared/api-entities';
import { DescriptionChanges } from './DescriptionChanges';
import type { RevisionChanges as Changes, ListChanges } from './revision-changes';

/** Added words on green and underlined, removed ones on red and struck through: told apart without colour too. */
function Part({ part, spaced }: { part: DiffPart; spaced: boolean }) {
  const gap = spaced ? ' ' : '';
  if (part.kind === 'added') {
    return (
      <>
        <ins className="rounded-sm bg-green-100 text-green-900">{part.text}</ins>
        {gap}
      </>
    );
  }
  if (part.kind === 'removed') {
    return (
      <>
        <del className="rounded-sm bg-red-100 text-red-900">{part.text}</del>
        {gap}
      </>
    );
  }
  return <span>{part.text}</span>;
}

/** The last word of a text has no space after it: a removed last word must not run into the words added after it. */
function needsSpace(part: DiffPart, next: DiffPart | undefined): boolean {
  return part.kind === 'removed' && next?.kind === 'added' && !/\s$/.test(part.text);
}

function TextChanges({ label, diff }: { label: string; diff: WordDiff }) {
  return (
    <section aria-label={label} className="grid gap-1">
      <h4 className="flex flex-wrap items-baseline gap-x-2 text-[14px] font-semibold">
        {label} <span className="font-normal text-muted">{changeSummary(diff)}</span>
      </h4>
      {diff.parts.length === 0 ? (
        <p className="text-[14px] text-muted">(empty)</p>
      ) : (
        <p className="whitespace-pre-wrap break-words rounded-md bg-panel p-3 text-[15px] leading-7">
          {diff.parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional; the same text may appear twice
            <Part key={index} part={part} spaced={needsSpace(part, diff.parts[index + 1])} />
          ))}
        </p>
      )}
      {diff.coarse && (
        <p className="text-[13px] text-muted">
          Too much changed to compare word by word: the changed passage is shown whole.
        </p>
      )}
    </section>
  );
}

function TagChanges({ tags }: { tags: ListChanges<string> }) {
  if (tags.added.length === 0 && tags.removed.length === 0) return null;
  return (
    <section aria-label="Tags" className="grid gap-1">
      <h4 className="text-[14px] font-semibold">Tags</h4>
      <p className="flex flex-wrap gap-2 text-[14px]">
        {tags.added.map((tag) => (
          <ins key={`+${tag}`} className="rounded-full bg-green-100 px-3 py-0.5 text-green-900">
            + {tag}
          </ins>
        ))}
        {tags.removed.map((tag) => (
          <del key={`-${tag}`} className="rounded-full bg-red-100 px-3 py-0.5 text-red-900">
            − {tag}
          </del>
        ))}
      </p>
    </section>
  );
}

function ImageList({ label, images, tone }: { label: string; images: NewsImage[]; tone: 'added' | 'removed' }) {
  if (images.length === 0) return null;
  const border = tone === 'added' ? 'border-green-700' : 'border-brand';
  return (
    <figure className="grid gap-1">
      <figcaption className="text-[13px] text-muted">{label}</figcaption>
      <ul className="flex flex-wrap gap-2">
        {images.map((image) => (
          <li key={image.public_id}>
            <img
              src={image.url}
              alt={`${label}: ${image.public_id}`}
              width={96}
              height={54}
              className={`aspect-video w-24 rounded border-2 object-cover ${border}`}
            />
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** What changed between two revisions: words of the title and subtitle, the description block by block; tags and images added or removed. */
export function RevisionChanges({ changes }: { changes: Changes }) {
  const { images } = changes;
  return (
    <div className="grid gap-4">
      <TextChanges label="Title" diff={changes.title} />
      <TextChanges label="Subtitle" diff={changes.subtitle} />
      <DescriptionChanges words={changes.description} blocks={changes.descriptionBlocks} />
      <TagChanges tags={changes.tags} />
      {(images.added.length > 0 || images.removed.length > 0) && (
        <section aria-label="Images" className="grid gap-2">
          <h4 className="text-[14px] font-semibold">Images</h4>
          <ImageList label="Image added" images={images.added} tone="added" />
          <ImageList label="Image removed" images={images.removed} tone="removed" />
        </section>
      )}
    </div>
  );
}
