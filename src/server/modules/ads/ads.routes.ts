import { AD_TYPES } from '../../../shared/constants';
import {
  AD_IMAGE_FIELD,
  adCreatedResponseSchema,
  adCreateSchema,
  adListQuerySchema,
  adListResponseSchema,
} from '../../../shared/schemas/ads';
import { errorSchema } from '../../../shared/schemas/common';
import { deleteByIdRoute } from '../item-routes';
import type { ModuleRoutes } from '../module';
import { createAd, listAllAds, removeAd } from './ads.service';

export const adsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/ads/getAll',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ads'],
        summary: 'Every ad, newest first',
        description: `Optional \`type\` (${AD_TYPES.join(', ')}) narrows the list to one banner position.`,
        querystring: adListQuerySchema,
        response: { 200: adListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Ads fetched successfully',
      ads: await listAllAds(ctx, request.query),
    }),
  );

  app.post(
    '/ads/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: { files: [AD_IMAGE_FIELD], maxFiles: 1 } },
      schema: {
        tags: ['ads'],
        summary: 'Create an ad banner (canAdd)',
        description: `Multipart: \`url\`, \`type\` and the image file in the field \`${AD_IMAGE_FIELD}\` (JPEG, PNG, WebP, GIF or AVIF, judged by content and re-encoded). JSON: \`image\` names an image already uploaded through /image/multi.`,
        body: adCreateSchema,
        response: {
          201: adCreatedResponseSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const ad = await createAd(ctx, request.body, request.uploads, request.admin.id);
      return reply.code(201).send({ success: true as const, message: 'Ads created successfully!', ad });
    },
  );

  deleteByIdRoute(app, {
    path: '/ads/delete/:id',
    tag: 'ads',
    summary: 'Delete an ad (canDelete)',
    access: { permission: 'canDelete' },
    message: 'Ad deleted successfully',
    remove: (id, adminId) => removeAd(ctx, id, adminId),
  });
};
