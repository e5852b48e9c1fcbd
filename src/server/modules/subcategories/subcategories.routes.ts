import {
  listingQuerySchema,
  removalResponseSchema,
  subCategoriesResponseSchema,
  subCategoryCreateSchema,
  subCategoryDetailResponseSchema,
  subCategoryUpdateSchema,
  subCategoryWriteResponseSchema,
} from '../../../shared/schemas/categories';
import { entityListQuerySchema, errorSchema, idParam } from '../../../shared/schemas/common';
import type { ModuleRoutes } from '../module';
import {
  createSubcategory,
  listAllSubcategories,
  removeEmptySubcategory,
  showSubcategoryWithNews,
  updateSubcategoryDetails,
} from './subcategories.service';

const writeErrors = { 400: errorSchema, 409: errorSchema };

export const subcategoriesRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/subcategory/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: 'fields' },
      schema: {
        tags: ['subcategories'],
        summary: 'Create a subcategory under `category` (needs canAdd)',
        body: subCategoryCreateSchema,
        response: { 201: subCategoryWriteResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const subCategory = await createSubcategory(ctx, request.admin.id, request.body);
      return reply
        .code(201)
        .send({ success: true as const, message: 'SubCategory Details Added Successfully', subCategory });
    },
  );

  app.post(
    '/subcategory/update',
    {
      config: { access: { permission: 'canEdit' }, multipart: 'fields' },
      schema: {
        tags: ['subcategories'],
        summary: 'Change a subcategory named by `id`; fields not sent stay (needs canEdit)',
        description:
          'Moving it to another `category` is refused (409) while articles are filed under it, so no article ends up with a subcategory outside its category.',
        body: subCategoryUpdateSchema,
        response: { 200: subCategoryWriteResponseSchema, ...writeErrors, 404: errorSchema },
      },
    },
    async (request) => {
      const subCategory = await updateSubcategoryDetails(ctx, request.admin.id, request.body);
      return { success: true as const, message: 'SubCategory Details Updated Successfully', subCategory };
    },
  );

  app.delete(
    '/subcategory/delete/:id',
    {
      config: { access: { permission: 'canDelete' } },
      schema: {
        tags: ['subcategories'],
        summary: 'Delete a subcategory; refused (409) while articles are filed under it (needs canDelete)',
        params: idParam,
        response: { 200: removalResponseSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await removeEmptySubcategory(ctx, request.admin.id, request.params.id);
      return { success: true as const, message: 'SubCategory Deleted Successfully' };
    },
  );

  app.get(
    '/subcategory/all',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subcategories'],
        summary: 'Every subcategory with its category, in navigation order',
        querystring: entityListQuerySchema,
        response: { 200: subCategoriesResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      subCategories: await listAllSubcategories(ctx, request.query.limit),
    }),
  );

  app.get(
    '/subcategory/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subcategories'],
        summary: 'A subcategory (in `subCategories`) and one page of its published articles, newest first',
        params: idParam,
        querystring: listingQuerySchema,
        response: { 200: subCategoryDetailResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { subCategory, news, pagination } = await showSubcategoryWithNews(ctx, request.params.id, request.query);
      return { success: true as const, subCategories: subCategory, news, pagination };
    },
  );
};
