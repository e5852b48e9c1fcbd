import { translate } from '../../../shared/i18n/translate';
import type { LangCode } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { searchMessages } from '../../../shared/messages/search';
import { cricketScoreOrigin } from '../components/CricketScore';
import { pageHref } from '../components/Pagination';
import type { PageHead } from '../head.server';
import { siteSettings } from '../layout.server';
import type { PageRoutes } from '../page-kit.server';
import { requestedPage } from '../pages/listing.server';
import { SearchPage, searchHref } from '../pages/search';
import { loadSearchPage, requestedQuery } from '../pages/search.server';
import { SubcategoryPage } from '../pages/subcategory';
import { loadSubcategoryPage } from '../pages/subcategory.server';
import { listingShareImage } from '../share-image.server';

type ListingQuery = { Params: { id: string }; Querystring: { page?: string } };
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
export const listingPages: PageRoutes = (app, { ctx, pageUsing, origin, render }) => {
  app.get<ListingQuery>('/subcategory/:id', pageUsing(['page']), (request, reply) => {
    return render(request, reply, async () => {
      const settings = await siteSettings(ctx);
      const data = await loadSubcategoryPage(ctx, request.params.id, requestedPage(request.query.page), settings);
      const { subcategory, category } = data;
      const head = pagedHead(
        origin(request),
        `/subcategory/${subcategory.id}`,
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
          breadcrumbs: [
            { name: category.name, url: `${origin(request)}/category/${category.id}` },
            { name: subcategory.name, url: `${origin(request)}/subcategory/${subcategory.id}` },
          ],
        },
        page: <SubcategoryPage data={data} />,
        frameOrigins: cricketScoreOrigin(settings.cricketWidgetUrl),
      };
    });
  });

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
