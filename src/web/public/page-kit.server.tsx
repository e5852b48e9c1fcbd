import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ReactNode } from 'react';
import type { AppContext } from '../../server/context';
import { cacheSlot } from '../../server/lib/app-caches';
import { contentSecurityPolicy } from '../../server/lib/csp';
import { AppError } from '../../server/lib/errors';
import { mediaOrigins } from '../../server/lib/storage/index';
import type { WebHandler } from '../../server/plugins/not-found';
import { translate } from '../../shared/i18n/translate';
import { listingMessages } from '../../shared/messages/listings';
import type { SiteAssets } from './assets.server';
import { Layout, type LayoutData } from './components/Layout';
import type { PageHead } from './head.server';
import { loadLayout } from './layout.server';
import { datedByPublish } from './pages/listing.server';
import { NotFoundPage } from './pages/not-found';
import { createFramedDocumentRenderer, type FramedDocumentRenderer } from './render.server';
import { loadLatestNews } from './sidebar.server';

/**
 * A page's head and body, before the frame goes around it, and the origins of any third-party
 * frames it embeds (the cricket widget), which its Content-Security-Policy must allow.
 */
export type PageView = { head: PageHead; page: ReactNode; frameOrigins?: string[] };

/** The page's CSP with its own frame origins allowed: the settings decide them at run time. */
function allowFrames(ctx: AppContext, reply: FastifyReply, origins: string[]): void {
  if (origins.length > 0)
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ frames: origins, images: mediaOrigins(ctx.config.s3) }),
    );
}

/** The frames this app has rendered, each once (render.server.tsx). */
const FRAMED_DOCUMENTS = cacheSlot<FramedDocumentRenderer>('rendered frames');

/** What every group of public page routes (`routes/*.server.tsx`) is given to declare its pages. */
export type PageKit = {
  ctx: AppContext;
  /**
   * Route options of a page that reads no query parameter: public access, hidden from the API
   * document, `config.sitePage` marking it as a page for the page cache.
   */
  page: RouteShorthandOptions;
  /** The same for a page whose content depends on these query parameters (e.g. `page`, `q`); the page cache keys on them alone. */
  pageUsing(query: readonly string[]): RouteShorthandOptions;
  /** `PUBLIC_URL`, else the address the request came to. */
  origin(request: FastifyRequest): string;
  /**
   * Loads the frame and the page together (the frame from its own read unless the page's read
   * already holds it) and sends the document; content that is missing or hidden is the 404 page.
   */
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    view: () => Promise<PageView>,
    frame?: () => Promise<LayoutData>,
  ): Promise<unknown>;
  /** The HTML 404 page (status 404). */
  notFound: WebHandler;
};

export type PageRoutes = (app: FastifyInstance, kit: PageKit) => Promise<void> | void;

export function createPageKit(ctx: AppContext, assets: SiteAssets): PageKit {
  const origin = (request: FastifyRequest) => ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

  function send(reply: FastifyReply, status: number, layout: LayoutData, view: PageView) {
    const html = ctx.caches.get(FRAMED_DOCUMENTS, createFramedDocumentRenderer)(
      view.head,
      layout,
      (slot) => <Layout data={layout}>{slot}</Layout>,
      view.page,
      assets,
      { name: layout.siteName },
    );
    allowFrames(ctx, reply, view.frameOrigins ?? []);
    // Browsers revalidate every time; the page cache answers those checks cheaply.
    return reply
      .code(status)
      .header('cache-control', 'max-age=0, must-revalidate')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /** The 404 in the site's language, with the newest stories when they can be read (decision 266). */
  const notFound: WebHandler = async (request, reply) => {
    const [layout, latest] = await Promise.all([
      loadLayout(ctx),
      loadLatestNews(ctx).catch((error: unknown) => {
        ctx.log.error({ err: error }, 'Could Not Fetch News');
        return [];
      }),
    ]);
    const lang = layout.siteLanguage;
    const title = translate(lang, listingMessages.notFound);
    return send(reply, 404, layout, {
      head: { title, description: title, canonical: `${origin(request)}${request.url.split('?')[0]}`, lang },
      page: <NotFoundPage latest={datedByPublish(ctx, latest, lang)} />,
    });
  };

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

  const pageUsing = (query: readonly string[]): RouteShorthandOptions => ({
    config: { access: 'public', sitePage: { query } },
    schema: { hide: true },
  });

  return {
    ctx,
    page: pageUsing([]),
    pageUsing,
    origin,
    render,
    notFound,
  };
}
