import { translate } from '../../../shared/i18n/translate';
import type { LangCode } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { searchMessages } from '../../../shared/messages/search';
import { SLUG_PATTERN } from '../../../shared/schemas/news';
import { subcategoryPath } from '../../../shared/urls';
import { cricketScoreOrigin } from '../components/CricketScore';
import { pageHref } from '../components/Pagination';
import type { PageHead } from '../head.server';
import { siteSettings } from '../layout.server';
import { queryOf, subcategoryAt, subcategoryWithId } from '../listing-addresses.server';
import type { PageRoutes } from '../page-kit.server';
import { requestedPage } from '../pages/listing.server';
import { SearchPage, searchHref } from '../pages/search';
import { loadSearchPage, requestedQuery } from '../pages/search.server';
import { SubcategoryPage } from '../pages/subcategory';
import { loadSubcategoryPage } from '../pages/subcategory.server';
import { listingShareImage } from '../share-image.server';

type ListingQuery = { Params: { category: string; subcategory: string }; Querystring: { page?: string } };
type SearchQuery = { Querystring: { q?: string; page?: string } };

/** Title, canonical address and `rel=prev/next` of page `page` of a paged listing at `base` (path and query). */
function pagedHead(
  origin: string,
  base: string,
  paging: { page: number; pages: number; lang: LangCode },
  title: string,
  description: string,
): PageHead {
  const at = (page: number) => `${origin}${pageHref(base, page)}`;
  return {
    title: paging.page > 1 ? translate(paging.lang, listingMessages.pagedTitle, { title, page: paging.page }) : title,
    description,
    canonical: at(paging.page),
    lang: paging.lang,
    prev: paging.page > 1 ? at(paging.page - 1) : undefined,
    next: paging.page < paging.pages ? at(paging.page + 1) : undefined,
  };
}

/** The subcategory listing and the search page (docs/product.md, Listing pages; docs/product.md, Search); the category listing is in news-pages. */
export const listingPages: PageRoutes = (app, { ctx, pageUsing, origin, render, notFound }) => {
  // `/{category}/{subcategory}` (decision 273); any other two-segment path is no page.
  app.get<ListingQuery>('/:category/:subcategory', pageUsing(['page']), async (request, reply) => {
    const { params } = request;
    if (!SLUG_PATTERN.test(params.category) || !SLUG_PATTERN.test(params.subcategory)) return reply.callNotFound();
    const found = await subcategoryAt(ctx, params.category, params.subcategory);
    if (!found) return reply.callNotFound();
    const path = subcategoryPath(found.category, found.subcategory);
    return render(request, reply, async () => {
      const settings = await siteSettings(ctx);
      const data = await loadSubcategoryPage(ctx, found.subcategory._id, requestedPage(request.query.page), settings);
      const { subcategory, category } = data;
      const head = pagedHead(
        origin(request),
        path,
        data,
        `${subcategory.name} – ${category.name}`,
        subcategory.description || `${subcategory.name} – ${category.name}`,
      );
      return {
        head: {
          ...head,
          image: await listingShareImage(
            ctx,
            origin(request),
            category,
            data.news.map(({ item }) => item),
          ),
          breadcrumbs: data.trail.slice(1).map((step) => ({ name: step.name, url: `${origin(request)}${step.path}` })),
        },
        page: <SubcategoryPage data={data} />,
        frameOrigins: cricketScoreOrigin(settings.cricketWidgetUrl),
      };
    });
  });

  // The old id address answers 301 with its query kept; an unknown id is the 404 page.
  app.get<{ Params: { id: string } }>(
    '/subcategory/:id',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const found = await subcategoryWithId(ctx, request.params.id);
      if (!found) return notFound(request, reply);
      return reply.redirect(subcategoryPath(found.category, found.subcategory) + queryOf(request.url), 301);
    },
  );

  app.get<SearchQuery>('/search', pageUsing(['q', 'page']), (request, reply) => {
    // Result pages are followed for their links but kept out of the index: endless, thin, changing.
    reply.header('x-robots-tag', 'noindex, follow');
    return render(request, reply, async () => {
      const query = requestedQuery(request.query.q);
      const data = await loadSearchPage(ctx, query, requestedPage(request.query.page));
      const { lang } = data;
      const head =
        query === ''
          ? {
              title: translate(lang, searchMessages.heading),
              description: translate(lang, searchMessages.description),
              canonical: `${origin(request)}/search`,
              lang,
            }
          : pagedHead(
              origin(request),
              searchHref(query),
              data,
              translate(lang, searchMessages.titleFor, { query }),
              translate(lang, searchMessages.descriptionFor, { query }),
            );
      return { head, page: <SearchPage data={data} /> };
    });
  });
};
