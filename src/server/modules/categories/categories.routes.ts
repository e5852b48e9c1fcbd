import {
  CATEGORY_IMAGE_FIELD,
  categoriesResponseSchema,
  categoryCreateSchema,
  categoryDetailResponseSchema,
  categoryUpdateSchema,
  categoryWriteResponseSchema,
  listingQuerySchema,
  removalResponseSchema,
} from '../../../shared/schemas/categories';
import { entityListQuerySchema, errorSchema, idParam } from '../../../shared/schemas/common';
import type { ModuleRoutes } from '../module';
import { createReaderAnswerCache } from '../news/news.reader-cache';
import {
  createCategory,
  listCategoriesWithSubcategories,
  removeEmptyCategory,
  showCategoryWithNews,
  updateCategoryDetails,
} from './categories.service';

const FORM_DESCRIPTION = `Multipart with the image file in the field "${CATEGORY_IMAGE_FIELD}" (JPEG, PNG, WebP, GIF or AVIF, judged by content), or JSON with \`image\` as the URL of an earlier upload.`;

/** docs/product.md, Admins and permissions: category create, edit and delete are not gated by a permission flag, but need an admin. */
export const categoriesRoutes: ModuleRoutes = async (app, { ctx }) => {
  const categoryPages = createReaderAnswerCache(ctx);
  app.addHook('onClose', async () => categoryPages.close());
  app.post(
    '/category/create',
    {
      config: { access: 'admin', multipart: { files: [CATEGORY_IMAGE_FIELD], maxFiles: 1 } },
      schema: {
        tags: ['categories'],
        summary: 'Create a category (goes last in the navigation unless `position` is given)',
        description: FORM_DESCRIPTION,
        body: categoryCreateSchema,
        response: {
          201: categoryWriteResponseSchema,
          400: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const category = await createCategory(ctx, request.admin.id, request.body, request.uploads);
      return reply.code(201).send({ success: true as const, message: 'Category Details Added Successfully', category });
    },
  );

  app.post(
    '/category/update',
    {
      config: { access: 'admin', multipart: { files: [CATEGORY_IMAGE_FIELD], maxFiles: 1 } },
      schema: {
        tags: ['categories'],
        summary: 'Change a category named by `id`; fields not sent stay, a new image file replaces the image',
        description: FORM_DESCRIPTION,
        body: categoryUpdateSchema,
        response: {
          200: categoryWriteResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      const category = await updateCategoryDetails(ctx, request.admin.id, request.body, request.uploads);
      return { success: true as const, message: 'Category UPDATE Details Added Successfully', category };
    },
  );

  app.delete(
    '/category/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Delete a category and its subcategories; refused (409) while articles are filed under it',
        params: idParam,
        response: { 200: removalResponseSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await removeEmptyCategory(ctx, request.admin.id, request.params.id);
      return { success: true as const, message: 'Category Deleted Successfully' };
    },
  );

  app.get(
    '/category/all',
    {
      config: { access: 'public' },
      schema: {
        tags: ['categories'],
        summary: 'Every category in navigation order, each with its subcategories',
        querystring: entityListQuerySchema,
        response: { 200: categoriesResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      categories: await listCategoriesWithSubcategories(ctx, request.query.limit),
    }),
  );

  app.get(
    '/category/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['categories'],
        summary: 'A category and one page of its published articles, newest first (10 per page by default)',
        params: idParam,
        querystring: listingQuerySchema,
        response: { 200: categoryDetailResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // The same for every reader until an article or a category changes: kept as sent (decision 252).
      return categoryPages.send(request, reply, request.url, async () => ({
        success: true as const,
        ...(await showCategoryWithNews(ctx, request.params.id, request.query)),
      }));
    },
  );
};
