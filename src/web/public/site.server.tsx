import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { AppContext } from '../../server/context';
import { AppError } from '../../server/lib/errors';
import { immutableFiles } from '../../server/lib/immutable-files';
import type { WebHandler } from '../../server/plugins/not-found';
import { RESERVED_SLUGS } from '../../shared/constants';
import { SLUG_PATTERN } from '../../shared/schemas/news';
import { stripHtml, truncateWords } from '../../shared/text';
import { loadSiteAssets, publicAssetsDir, type SiteAssets } from './assets.server';
import { Layout, type LayoutData } from './components/Layout';
import { loadLayout } from './layout.server';
import { ArticlePage } from './pages/article';
import { loadArticlePage } from './pages/article.server';
import { CategoryPage } from './pages/category';
import { loadCategoryPage, requestedPage } from './pages/category.server';
import { HomePage } from './pages/home';
import { loadHome } from './pages/home.server';
import { NOT_FOUND_TEXT, NotFoundPage } from './pages/not-found';
import { type PageHead, renderDocument } from './render.server';

const META_DESCRIPTION_WORDS = 30;
const PAGE = { config: { access: 'public' as const }, schema: { hide: true } };
const RESERVED = new Set<string>(RESERVED_SLUGS);

/** The public site (DESIGN §3a, decision 080): page routes rendered by React, and the HTML 404 for the web. */
export type Site = { routes(app: FastifyInstance): Promise<void>; notFound: WebHandler };

/** A page's head and body, before the frame goes around it. */
type PageView = { head: PageHead; page: ReactNode };

export function createSite(ctx: AppContext, assets: SiteAssets = loadSiteAssets()): Site {
  const origin = (request: FastifyRequest) => ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

  function send(reply: FastifyReply, status: number, layout: LayoutData, view: PageView) {
    const html = renderDocument(view.head, <Layout data={layout}>{view.page}</Layout>, assets);
    // Browsers revalidate every time; the page cache (a later step) answers those checks cheaply.
    return reply
      .code(status)
      .header('cache-control', 'max-age=0, must-revalidate')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const notFound: WebHandler = async (request, reply) =>
    send(reply, 404, await loadLayout(ctx), {
      head: {
        title: NOT_FOUND_TEXT,
        description: NOT_FOUND_TEXT,
        canonical: `${origin(request)}${request.url.split('?')[0]}`,
        lang: 'en',
      },
      page: <NotFoundPage />,
    });

  /**
   * Loads the frame and the page together (the frame from its own read unless the page's read
   * already holds it); a page whose content is missing or hidden is the 404 page.
   */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    view: () => Promise<PageView>,
    frame: () => Promise<LayoutData> = () => loadLayout(ctx),
  ) {
    try {
      const [layout, loaded] = await Promise.all([frame(), view()]);
      return send(reply, 200, layout, loaded);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return notFound(request, reply);
      throw error;
    }
  }

  async function routes(app: FastifyInstance) {
    const assetsDir = publicAssetsDir();
    if (existsSync(assetsDir)) {
      // Hashed names: a file's content never changes under its name.
      await app.register(fastifyStatic, immutableFiles(assetsDir, '/assets/'));
    }

    app.get('/', PAGE, (request, reply) => {
      const home = loadHome(ctx);
      return render(
        request,
        reply,
        async () => {
          const { data, siteName } = await home;
          const head: PageHead = {
            title: siteName,
            description: data.bigNews[0]?.item.title ?? siteName,
            canonical: `${origin(request)}/`,
            lang: 'hi',
          };
          return { head, page: <HomePage data={data} /> };
        },
        async () => (await home).layout,
      );
    });

    app.get<{ Params: { slug: string } }>('/:slug', PAGE, async (request, reply) => {
      const { slug } = request.params;
      // Reserved first segments (the API, uploads, feeds, later pages) are never articles.
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

    app.get<{ Params: { id: string }; Querystring: { page?: string } }>('/category/:id', PAGE, (request, reply) =>
      render(request, reply, async () => {
        const data = await loadCategoryPage(ctx, request.params.id, requestedPage(request.query.page));
        const path = `/category/${data.category.id}`;
        const head: PageHead = {
          title: data.page > 1 ? `${data.category.name} – Page ${data.page}` : data.category.name,
          description: data.category.description || data.category.name,
          canonical: `${origin(request)}${path}${data.page > 1 ? `?page=${data.page}` : ''}`,
          lang: 'hi',
        };
        return { head, page: <CategoryPage data={data} /> };
      }),
    );
  }

  return { routes, notFound };
}
