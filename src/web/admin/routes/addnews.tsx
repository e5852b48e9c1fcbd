import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';
import { api } from '../api';
import { LiveBlogComposer } from '../components/live-blog/LiveBlogComposer';
import { NewsForm } from '../components/news/NewsForm';
import { ArticleRevisions } from '../components/news/revisions/ArticleRevisions';
import { PageHeader } from '../components/ui';

export function meta({ params }: { params: { id?: string } }) {
  return [{ title: `${params.id ? 'Edit News' : 'Add News'} · NEWS` }];
}

/** Edit mode: the article as stored, fetched once; the form owns what is typed from then on. */
function EditNews({ idOrSlug }: { idOrSlug: string }) {
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
        <a href={`/${news.slug}`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
          View on the site <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </p>
      <div className="xl:flex xl:flex-row-reverse xl:items-start xl:gap-6">
        <LiveBlogComposer newsId={news._id} />
        <div className="min-w-0 flex-1">
          {/* A restore reloads the article: the form starts again from the version it saved. */}
          <NewsForm key={`${news._id}:${news.version}`} article={news} />
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
  return (
    <>
      <PageHeader title={id ? 'Edit News' : 'Add News'} />
      {id ? <EditNews idOrSlug={id} /> : <NewsForm />}
    </>
  );
}
