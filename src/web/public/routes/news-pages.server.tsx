import { RESERVED_SLUGS } from '../../../shared/constants';
import { SLUG_PATTERN } from '../../../shared/schemas/news';
import { stripHtml, truncateWords } from '../../../shared/text';
import type { PageRoutes } from '../page-kit.server';
import { ArticlePage } from '../pages/article';
import { loadArticlePage } from '../pages/article.server';
import { CategoryPage } from '../pages/category';
import { loadCategoryPage, requestedPage } from '../pages/category.server';
import { HomePage } from '../pages/home';
import { loadHome } from '../pages/home.server';
import type { PageHead } from '../render.server';

const META_DESCRIPTION_WORDS = 30;
const RESERVED = new Set<string>(RESERVED_SLUGS);

/** Home, the article page and the category page (spec 'Public routes'). */
export const newsPages: PageRoutes = (app, { ctx, page, pageUsing, origin, render }) => {
  app.get('/', page, (request, reply) => {
    const home = loadHome(ctx);
    return render(
      request,
      reply,
      async () => {
        const { data, siteName } = await home;
        const head: PageHead = {
          title: siteName,
          description: data.bigNews[0]?.title ?? siteName,
          canonical: `${origin(request)}/`,
          lang: 'hi',
        };
        return { head, page: <HomePage data={data} /> };
      },
      async () => (await home).layout,
    );
  });

  app.get<{ Params: { slug: string } }>('/:slug', page, async (request, reply) => {
    const { slug } = request.params;
    // Reserved first segments (the API, uploads, feeds, other pages) are never articles.
    if (!SLUG_PATTERN.test(slug) || RESERVED.has(slug)) return reply.callNotFound();
    return render(request, reply, async () => {
      const data = await loadArticlePage(ctx, slug);
      const url = `${origin(request)}/${data.article.slug}`;
      const head: PageHead = {
        title: data.article.title,
        description: truncateWords(
          data.article.subtitle || stripHtml(data.article.description),
          META_DESCRIPTION_WORDS,
        ),
        canonical: url,
        lang: data.article.language === 'English' ? 'en' : 'hi',
      };
      return { head, page: <ArticlePage data={data} url={url} /> };
    });
  });

  app.get<{ Params: { id: string }; Querystring: { page?: string } }>(
    '/category/:id',
    pageUsing(['page']),
    (request, reply) =>
      render(request, reply, async () => {
        const data = await loadCategoryPage(ctx, request.params.id, requestedPage(request.query.page));
        const path = `${origin(request)}/category/${data.category.id}`;
        const at = (number: number) => (number > 1 ? `${path}?page=${number}` : path);
        const head: PageHead = {
          title: data.page > 1 ? `${data.category.name} – Page ${data.page}` : data.category.name,
          description: data.category.description || data.category.name,
          canonical: at(data.page),
          lang: 'hi',
          prev: data.page > 1 ? at(data.page - 1) : undefined,
          next: data.page < data.pages ? at(data.page + 1) : undefined,
        };
        return { head, page: <CategoryPage data={data} /> };
      }),
  );
};
