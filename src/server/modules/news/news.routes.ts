import { UPLOAD_MAX_FILES } from '../../../shared/constants';
import { errorSchema, successSchema } from '../../../shared/schemas/common';
import {
  newsCreateSchema,
  newsDeleteBodySchema,
  newsDeleteQuerySchema,
  newsItemResponseSchema,
  newsKeyParam,
  newsListQuerySchema,
  newsListResponseSchema,
  newsToggleSchema,
  newsUpdateSchema,
} from '../../../shared/schemas/news';
import { badRequest } from '../../lib/errors';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import { findAnyArticle, listAllNews } from './news.backoffice';
import { pageAskedFor } from './news.listing';
import { findPublishedArticle, listPublishedNews } from './news.published';
import { articleAnswerKey, createReaderAnswerCache, sendKept, sendSerialized } from './news.reader-cache';
import { readerSearchAnswer } from './news.search-answer';
import { createSearchTurns } from './news.search-turns';
import { createArticle, removeArticle, toggleArticleActive, updateArticle } from './news.service';

const WRITE_ERRORS = {
  400: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
};
const ARTICLE_FORM = { files: ['thumbnail', 'images'], maxFiles: UPLOAD_MAX_FILES };
const FORM_NOTE =
  'multipart/form-data or JSON. In a form, `tag` and `images` are repeated parts (one per tag; one per image, as JSON text or an image file) or one JSON text holding the whole list; image files in the fields `thumbnail` or `images` are stored and appended to `images`.';

export const newsRoutes: ModuleRoutes = async (app, { ctx }) => {
  const readerAnswers = createReaderAnswerCache(ctx);
  app.addHook('onClose', async () => readerAnswers.close());
  const searchTurns = createSearchTurns();
  app.addHook('onClose', async () => searchTurns.close());

  app.post(
    '/news/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: ARTICLE_FORM },
      schema: {
        tags: ['news'],
        summary: 'Publish or schedule an article',
        description: `${FORM_NOTE} \`active\` defaults to true, \`publish\` to now (a future time schedules the article).`,
        body: newsCreateSchema,
        response: { 201: newsItemResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const news = await createArticle(ctx, request.body, request.uploads, request.admin.id);
      return reply.code(201).send({ success: true as const, message: 'News Details Added Successfully', news });
    },
  );

  app.put(
    '/news/update',
    {
      config: { access: { permission: 'canEdit' }, multipart: ARTICLE_FORM },
      schema: {
        tags: ['news'],
        summary: 'Change an article; fields left out stay as they are',
        description: FORM_NOTE,
        body: newsUpdateSchema,
        response: { 200: newsItemResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const news = await updateArticle(ctx, request.body, request.uploads, request.admin.id);
      return { success: true as const, message: 'News Details Updated Successfully', news };
    },
  );

  app.put(
    '/news/toggleActive',
    {
      config: { access: 'admin', multipart: 'fields' },
      schema: {
        tags: ['news'],
        summary: 'Activate or deactivate an article (any admin, no permission flag)',
        body: newsToggleSchema,
        response: {
          200: newsItemResponseSchema,
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { newsId, activeStatus } = request.body;
      const news = await toggleArticleActive(ctx, newsId, activeStatus, request.admin.id);
      const message = activeStatus ? 'News activated successfully' : 'News deactivated successfully';
      return { success: true as const, message, news };
    },
  );

  app.delete(
    '/news/delete',
    {
      config: { access: { permission: 'canDelete' } },
      schema: {
        tags: ['news'],
        summary: 'Delete an article',
        description:
          'The id comes in a JSON body `{ "id": … }`, or as `?id=` for clients that cannot send a DELETE body.',
        body: newsDeleteBodySchema,
        querystring: newsDeleteQuerySchema,
        response: { 200: successSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = request.body?.id || request.query.id;
      if (!id) throw badRequest('Id is required', { id: 'Id is required' });
      await removeArticle(ctx, id, request.admin.id);
      return { success: true as const, message: 'News deleted successfully!' };
    },
  );

  app.get(
    '/news/all',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'Articles, newest publish time first, with optional paging, filters and full-text search',
        description:
          'Without `page` and `limit` the newest 1,000 matching articles are answered, with the true `pagination.total` (the old contract, bounded). Readers see active, published articles; an admin token shows all. `q` matches every word as a word prefix in title, subtitle, description and tags; `searchIn=titleOrSlug` looks only at titles and the words of slugs; search results stay newest first, and a search counts its matches only up to 1,000: beyond that `pagination.total` is 1000 and `pagination.totalIsLowerBound` is true.',
        querystring: newsListQuerySchema,
        response: { 200: newsListResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, category, subcategory, type, language, q, searchIn } = request.query;
      const query = { categoryId: category, subcategoryId: subcategory, type, language, search: q, searchIn };
      const paged = page !== undefined || limit !== undefined;
      const admin = isAdminRequest(request);
      const cached = paged && !admin ? readerAnswers.find(request.url) : undefined;
      if (cached !== undefined) return sendKept(request, reply, cached);
      const answer = async () => {
        if (admin) return { success: true as const, ...(await listAllNews(ctx, query, { page, limit })) };
        // A search from kept word matches and kept articles is kept as a whole answer only once it
        // is asked again: most are asked once, and keeping each one made the collector's work
        // (decisions 250, 280).
        const startedIn = readerAnswers.begin();
        const asked = pageAskedFor({ page, limit });
        const searchAnswer = asked && q?.trim() ? await readerSearchAnswer(ctx, query, asked) : undefined;
        if (searchAnswer !== undefined)
          return sendSerialized(
            reply,
            readerAnswers.askedAgain(request.url)
              ? readerAnswers.store(request.url, searchAnswer, startedIn)
              : searchAnswer,
          );
        // Other paged reader answers are small and asked again and again: kept as sent.
        const listing = { success: true as const, ...(await listPublishedNews(ctx, query, { page, limit })) };
        if (!paged) return listing;
        return sendSerialized(reply, readerAnswers.store(request.url, String(reply.serialize(listing)), startedIn));
      };
      return q?.trim() ? searchTurns.run(answer) : answer();
    },
  );

  app.get(
    '/news/:idOrSlug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'One article by id or slug',
        description: 'Readers get 404 for inactive or scheduled articles; an admin token shows them.',
        params: newsKeyParam,
        response: { 200: newsItemResponseSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (isAdminRequest(request))
        return { success: true as const, news: await findAnyArticle(ctx, request.params.idOrSlug) };
      // Apps and the site's islands ask the same articles over and over: kept as sent until they change.
      return readerAnswers.send(request, reply, articleAnswerKey(request.params.idOrSlug), async () => ({
        success: true as const,
        news: await findPublishedArticle(ctx, request.params.idOrSlug),
      }));
    },
  );
};
