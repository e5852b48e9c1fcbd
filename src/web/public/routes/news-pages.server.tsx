import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESERVED_SLUGS } from '../../../shared/constants';
import { translate } from '../../../shared/i18n/translate';
import { langOf } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { SLUG_PATTERN } from '../../../shared/schemas/news';
import { stripHtml, truncateWords } from '../../../shared/text';
import { categoryFeedPath, categoryPath } from '../../../shared/urls';
import { cricketScoreOrigin } from '../components/CricketScore';
import { type PageHead, shareImageOf } from '../head.server';
import { languageAlternates } from '../language-alternates';
import { categoryAt, categoryWithId, queryOf } from '../listing-addresses.server';
import type { PageKit, PageRoutes } from '../page-kit.server';
import { ArticlePage } from '../pages/article';
import { loadArticlePage, requestedCommentsView } from '../pages/article.server';
import { CategoryPage } from '../pages/category';
import { loadCategoryPage, requestedPage } from '../pages/category.server';
import { HomePage } from '../pages/home';
import { loadHome } from '../pages/home.server';
import { listingShareImage } from '../share-image.server';

const META_DESCRIPTION_WORDS = 30;
const RESERVED = new Set<string>(RESERVED_SLUGS);

/** A category's page at its readable address (decision 273). */
function categoryPage(
  { ctx, origin, render }: PageKit,
  category: { _id: string; slug: string },
  request: FastifyRequest<{ Querystring: { page?: string } }>,
  reply: FastifyReply,
) {
  return render(request, reply, async () => {
    const data = await loadCategoryPage(ctx, category._id, requestedPage(request.query.page));
    const path = `${origin(request)}${categoryPath(category)}`;
    const { name } = data.category;
    const at = (number: number) => (number > 1 ? `${path}?page=${number}` : path);
    const head: PageHead = {
      title: data.page > 1 ? translate(data.lang, listingMessages.pagedTitle, { title: name, page: data.page }) : name,
      description: data.category.description || name,
      canonical: at(data.page),
      lang: data.lang,
      prev: data.page > 1 ? at(data.page - 1) : undefined,
      next: data.page < data.pages ? at(data.page + 1) : undefined,
      image: await listingShareImage(
        ctx,
        origin(request),
        data.category,
        data.news.map(({ item }) => item),
      ),
      breadcrumbs: [{ name, url: path }],
      feed: { title: name, url: `${origin(request)}${categoryFeedPath(category)}` },
    };
    return {
      head,
      page: <CategoryPage data={data} />,
      frameOrigins: cricketScoreOrigin(data.cricketWidgetUrl),
    };
  });
}

/** Home, the article page and the category page (docs/product.md, Home; docs/product.md, Article page; docs/product.md, Listing pages). */
export const newsPages: PageRoutes = (app, kit) => {
  const { ctx, page, pageUsing, origin, render, notFound } = kit;
  app.get('/', page, (request, reply) => {
    const home = loadHome(ctx);
    return render(
      request,
      reply,
      async () => {
        const { data, siteName, lang } = await home;
        const site = origin(request);
        const lead = data.bigNews[0];
        const head: PageHead = {
          title: siteName,
          description: lead?.title ?? siteName,
          canonical: `${site}/`,
          lang,
          image: lead?.image ? shareImageOf(site, lead.image, lead.title) : undefined,
          feed: { url: `${site}/rss.xml` },
        };
        return { head, page: <HomePage data={data} /> };
      },
      async () => (await home).layout,
    );
  });

  // The comments' order and page work as links without script (decision 177): both are part of the kept page's key.
  app.get<{ Params: { slug: string }; Querystring: { sort?: string; page?: string } }>(
    '/:slug',
    pageUsing(['sort', 'page']),
    async (request, reply) => {
      const { slug } = request.params;
      // Reserved first segments (the API, uploads, feeds, other pages) are never articles.
      if (!SLUG_PATTERN.test(slug) || RESERVED.has(slug)) return reply.callNotFound();
      // A category's address before an article's (decision 273): the two never share a slug, and
      // the categories are in memory while an article costs a query.
      const category = await categoryAt(ctx, slug);
      if (category) return categoryPage(kit, category, request, reply);
      return render(request, reply, async () => {
        const data = await loadArticlePage(ctx, slug, requestedCommentsView(request.query));
        const { article } = data;
        const site = origin(request);
        const url = `${site}/${article.slug}`;
        const images = article.images.map((image) => shareImageOf(site, image, article.title));
        const head: PageHead = {
          title: article.title,
          description: truncateWords(article.subtitle || stripHtml(article.description), META_DESCRIPTION_WORDS),
          canonical: url,
          lang: langOf(article.language),
          image: images[0],
          article: {
            published: article.publish,
            // An article scheduled after its last edit was modified, for readers, when it appeared.
            // biome-ignore lint/complexity/useMathMinMax: ISO 8601 strings, compared as text.
            modified: article.updatedAt > article.publish ? article.updatedAt : article.publish,
            section: article.category?.name,
            tags: article.tag,
            images: images.map((image) => image.url),
            commentCount: data.comments.commentCount,
            liveBlog: data.liveBlog,
          },
          alternates: languageAlternates(site, article, article.translation?.slug),
          feed: { url: `${site}/rss.xml` },
        };
        return {
          head,
          page: <ArticlePage data={data} url={url} />,
          frameOrigins: cricketScoreOrigin(data.cricketWidgetUrl),
        };
      });
    },
  );

  // The old id address answers 301 with its query (`?page=2`) kept; an unknown id is the 404 page.
  app.get<{ Params: { id: string } }>(
    '/category/:id',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const category = await categoryWithId(ctx, request.params.id);
      if (!category) return notFound(request, reply);
      return reply.redirect(categoryPath(category) + queryOf(request.url), 301);
    },
  );
};
