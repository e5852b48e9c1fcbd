import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { NEWS_REVISIONS_KEPT } from '../../../../../shared/constants';
import { formatArticleDate } from '../../../../../shared/dates';
import { ApiError } from '../../../../shared/api-client';
import type { NewsRevisionSummary } from '../../../../shared/api-entities';
import { confirmAction, popupError, popupLoading, popupSuccess, popupWarning } from '../../../popups';
import { Button, inputClass, Panel } from '../../ui';
import { RevisionChanges } from './RevisionChanges';
import { compareRevisions } from './revision-changes';
import { restoreRevision, useRevision, useRevisions } from './revision-queries';

function savedBy(revision: NewsRevisionSummary): string {
  return revision.by ? revision.by.name : 'an admin no longer here';
}

function versionLabel(revision: NewsRevisionSummary): string {
  return revision.current ? `Version ${revision.version} (current)` : `Version ${revision.version}`;
}

/** The two revisions compared: the newer chosen one and the one before it, by default the newest two. */
type Pair = { from?: string; to?: string };

function Comparison({ articleId, pair }: { articleId: string; pair: Pair }) {
  const older = useRevision(articleId, pair.from);
  const newer = useRevision(articleId, pair.to);
  const changes = useMemo(
    () => (older.data && newer.data ? compareRevisions(older.data.revision, newer.data.revision) : null),
    [older.data, newer.data],
  );
  if (older.isError || newer.isError) {
    return <p role="alert">{(older.error ?? newer.error)?.message}</p>;
  }
  if (!changes) {
    return (
      <p aria-busy="true" className="text-muted">
        Comparing…
      </p>
    );
  }
  return <RevisionChanges changes={changes} />;
}

/** One end of the compared pair: any revision of the list. */
function VersionSelect({
  label,
  revisions,
  value,
  onChange,
}: {
  label: string;
  revisions: NewsRevisionSummary[];
  value: string | undefined;
  onChange: (revisionId: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="grid gap-1 text-[14px] font-semibold">
      {label}
      <select id={id} className={inputClass()} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {revisions.map((revision) => (
          <option key={revision._id} value={revision._id}>
            {versionLabel(revision)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * docs/product.md, News form, Revisions: every save of the article, who made it and when; what
 * changed between any two; and a restore that saves an older one again as a new version.
 */
export function ArticleRevisions({ articleId }: { articleId: string }) {
  const queryClient = useQueryClient();
  const list = useRevisions(articleId);
  const [chosen, setChosen] = useState<Pair>({});
  const [restoring, setRestoring] = useState(false);
  const revisions = list.data?.revisions ?? [];
  const pair: Pair = {
    to: chosen.to ?? revisions[0]?._id,
    from: chosen.from ?? revisions[1]?._id,
  };

  const showChangesOf = (index: number) => {
    const shown = revisions[index]!;
    setChosen({ to: shown._id, from: revisions[index + 1]?._id ?? shown._id });
  };

  const restore = async (revision: NewsRevisionSummary) => {
    const current = revisions[0]!;
    const confirmed = await confirmAction(
      `Restore version ${revision.version}?`,
      `Its title, subtitle, description, tags and images are saved again as version ${current.version + 1}. Nothing is lost: version ${current.version} stays in this list. Changes typed in the form and not saved stay in this browser's draft.`,
      'Restore',
    );
    if (!confirmed) return;
    setRestoring(true);
    popupLoading('Restoring…');
    try {
      const answer = await restoreRevision(articleId, revision._id, current.version);
      setChosen({});
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      await queryClient.invalidateQueries({ queryKey: ['article-to-edit'] });
      await (answer.missingImages.length > 0 ? popupWarning(answer.message) : popupSuccess(answer.message));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await popupError(error.message || 'Could Not Update News Details');
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Panel title="Revisions">
      <p className="-mt-2 mb-4 text-[14px] text-muted">
        Every save keeps a revision of the title, subtitle, description, tags and images; the newest{' '}
        {NEWS_REVISIONS_KEPT} are kept.
      </p>
      {list.isPending && (
        <p aria-busy="true" className="text-muted">
          Loading revisions…
        </p>
      )}
      {list.isError && <p role="alert">The list could not be loaded. Reload the page to try again.</p>}
      {revisions.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ol
            aria-label="Revisions"
            className="max-h-[32rem] self-start divide-y divide-hairline overflow-y-auto rounded-md border border-hairline"
          >
            {revisions.map((revision, index) => {
              const shown = pair.to === revision._id;
              return (
                <li
                  key={revision._id}
                  aria-current={shown ? 'true' : undefined}
                  className={`grid gap-2 p-3 text-[14px] ${shown ? 'bg-red-50' : index % 2 === 1 ? 'bg-panel' : 'bg-white'}`}
                >
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <h3 className="font-semibold">Version {revision.version}</h3>
                    {revision.current && (
                      <span className="rounded-full bg-green-100 px-2 text-[12px] font-semibold text-green-900">
                        Current
                      </span>
                    )}
                    {revision.restoredFrom !== null && (
                      <span className="rounded-full bg-neutral-200 px-2 text-[12px]">
                        Restored from version {revision.restoredFrom}
                      </span>
                    )}
                  </div>
                  <p className="text-muted">
                    <time dateTime={revision.createdAt}>{formatArticleDate(revision.createdAt)}</time> by{' '}
                    {savedBy(revision)}
                  </p>
                  <p className="line-clamp-2 break-words">{revision.title}</p>
                  <p className="flex flex-wrap gap-2">
                    <Button variant="secondary" className="px-3 py-1 text-[14px]" onClick={() => showChangesOf(index)}>
                      Show changes<span className="sr-only"> of version {revision.version}</span>
                    </Button>
                    {!revision.current && (
                      <Button
                        variant="danger"
                        className="px-3 py-1 text-[14px]"
                        disabled={restoring}
                        onClick={() => void restore(revision)}
                      >
                        <History aria-hidden="true" className="size-4" />
                        Restore<span className="sr-only"> version {revision.version}</span>
                      </Button>
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
          <section aria-label="Changes" className="grid content-start gap-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <VersionSelect
                label="From"
                revisions={revisions}
                value={pair.from}
                onChange={(from) => setChosen({ ...pair, from })}
              />
              <VersionSelect
                label="To"
                revisions={revisions}
                value={pair.to}
                onChange={(to) => setChosen({ ...pair, to })}
              />
            </div>
            {revisions.length === 1 ? (
              <p className="text-[14px] text-muted">Only one version so far: save the article to compare.</p>
            ) : (
              <Comparison articleId={articleId} pair={pair} />
            )}
          </section>
        </div>
      )}
    </Panel>
  );
}
