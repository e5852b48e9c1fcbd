import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { api } from '../api';
import { LiveBlogComposer } from '../components/live-blog/LiveBlogComposer';
import { NewsForm } from '../components/news/NewsForm';
import { ArticleRevisions } from '../components/news/revisions/ArticleRevisions';
import { ViewOnSite } from '../components/news/ViewOnSite';
import { useSiteTimeZone } from '../components/settings/settings-query';
import { PageHeader } from '../components/ui';

export function meta({ params }: { params: { id?: string } }) {
  return [{ title: `${params.id ? 'Edit News' : 'Add News'} · NEWS` }];
}

/** Edit mode: the article as stored, fetched once; the form owns what is typed from then on. */
function EditNews({ idOrSlug, timeZone }: { idOrSlug: string; timeZone: string }) {
  // Set when the story was just created in the form (decision 272): its push report counts from then.
  const savedAt = (useLocation().state as { savedAt?: number } | null)?.savedAt;
  const article = useQuery({
    queryKey: ['article-to-edit', idOrSlug],
    queryFn: () => api.GET('/api/v1/news/{idOrSlug}', { params: { path: { idOrSlug } } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  if (article.isPending) {
    return (
      <p aria-busy="true" className="text-muted">
        Loading the article…
      </p>
    );
  }
  if (article.isError) {
    return (
      <p role="alert" className="rounded-lg border border-brand bg-white p-6">
        {article.error.message}
      </p>
    );
  }
  const { news } = article.data;
  return (
    <>
      <p className="-mt-4 mb-6 text-[14px]">
        <ViewOnSite news={news} />
      </p>
      <div className="xl:flex xl:flex-row-reverse xl:items-start xl:gap-6">
        <LiveBlogComposer newsId={news._id} />
        <div className="min-w-0 flex-1">
          {/* A restore reloads the article: the form starts again from the version it saved. */}
          <NewsForm key={`${news._id}:${news.version}`} article={news} timeZone={timeZone} savedAt={savedAt} />
          <ArticleRevisions articleId={news._id} />
        </div>
      </div>
    </>
  );
}

/**
 * docs/product.md, News form: /admin/addnews creates, /admin/addnews/{id or slug} edits; the shell lets in only
 * admins holding canAdd or canEdit for them (screens.ts), the permission the server asks for each.
 */
export default function AddNews() {
  const { id } = useParams();
  // Times in the form are on the site's clock: the form waits for it (a moment, and offline the default).
  const timeZone = useSiteTimeZone();
  return (
    <>
      <PageHeader title={id ? 'Edit News' : 'Add News'} />
      {!timeZone ? (
        <p aria-busy="true" className="text-muted">
          Loading the form…
        </p>
      ) : id ? (
        <EditNews key={id} idOrSlug={id} timeZone={timeZone} />
      ) : (
        <NewsForm timeZone={timeZone} />
      )}
    </>
  );
}
