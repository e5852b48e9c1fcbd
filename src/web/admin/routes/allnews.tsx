import { Plus } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { truncateWords } from '../../../shared/text';
import type { News, NewsPagination } from '../../shared/api-entities';
import { useCan } from '../admin-context';
import {
  ALL_NEWS_PAGE_SIZE,
  allNewsKey,
  useAllNews,
  useDeleteNews,
  useToggleActive,
} from '../components/news-list/all-news-queries';
import { NewsSearch } from '../components/news-list/NewsSearch';
import { NewsTable } from '../components/news-list/NewsTable';
import { Pager } from '../components/Pager';
import { PageHeader } from '../components/ui';
import { confirmDelete } from '../popups';

export function meta() {
  return [{ title: 'All News · NEWS' }];
}

/** The address of a page of results: `?q=` and `?page=` keep both across a reload, page 1 without it. */
function listHref(q: string, page: number): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/allnews?${search}` : '/allnews';
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function summary(pagination: NewsPagination, q: string): string {
  const count = `${pagination.total.toLocaleString('en-IN')}${pagination.totalIsLowerBound ? '+' : ''}`;
  if (q) return `${count} ${pagination.total === 1 ? 'article matches' : 'articles match'} “${q}”`;
  return `${count} ${pagination.total === 1 ? 'article' : 'articles'}, newest publish time first`;
}

/**
 * docs/product.md, All News: every article, inactive and scheduled ones too, a page at a
 * time from the server, searched by title or slug.
 */
export default function AllNews() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const canAdd = useCan('canAdd');
  const canEdit = useCan('canEdit');
  const canDelete = useCan('canDelete');

  const key = allNewsKey({ page, q });
  const list = useAllNews({ page, q });
  const toggle = useToggleActive(key);
  const remove = useDeleteNews(key);

  const search = useCallback((text: string) => navigate(listHref(text, 1), { replace: true }), [navigate]);

  // A page emptied by deletions, or a page number past the end typed into the address: go to the last page.
  const pages = list.data?.pagination.pages ?? 0;
  const pastTheEnd = !list.isPlaceholderData && list.data?.news.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) navigate(listHref(q, Math.max(1, pages)), { replace: true });
  }, [pastTheEnd, pages, q, navigate]);

  const onToggle = (news: News) => toggle.mutate({ id: news._id, active: !news.active });
  const onDelete = async (news: News) => {
    if (await confirmDelete(`“${truncateWords(news.title, 10)}”`)) remove.mutate(news._id);
  };

  return (
    <>
      <PageHeader title="All News">
        {canAdd && (
          <Link
            to="/addnews"
            className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 text-[15px] font-semibold text-white hover:bg-brand-dark"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add News
          </Link>
        )}
      </PageHeader>
      <NewsSearch value={q} onSearch={search} />
      <p aria-live="polite" className="mb-2 h-6 text-[14px] text-muted">
        {list.data && summary(list.data.pagination, q)}
      </p>
      <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <NewsTable
          rows={list.isError ? [] : list.data?.news}
          firstNumber={(page - 1) * ALL_NEWS_PAGE_SIZE + 1}
          canEdit={canEdit}
          canDelete={canDelete}
          onToggle={onToggle}
          onDelete={onDelete}
          empty={list.isError ? 'Could Not Fetch News' : 'No news found...'}
        />
      </div>
      <Pager page={page} pages={pages} hrefOf={(target) => listHref(q, target)} label="All News pages" />
    </>
  );
}
