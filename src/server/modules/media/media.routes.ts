import { errorSchema } from '../../../shared/schemas/common';
import { IMAGE_FIELD, uploadResponseSchema } from '../../../shared/schemas/media';
import { badRequest } from '../../lib/errors';
import type { ModuleRoutes } from '../module';
import { storeImages } from './media.service';

export const mediaRoutes: ModuleRoutes = async (app, { ctx, guards }) => {
  app.post(
    '/image/multi',
    {
      onRequest: guards.requireAnyPermission(['canAdd', 'canEdit']),
      schema: {
        tags: ['media'],
        summary: `Upload up to 10 images (multipart, field "${IMAGE_FIELD}", 10 MB each)`,
        description:
          'JPEG, PNG, WebP, GIF or AVIF, judged by content. Each is re-encoded to WebP without metadata and stored with 320, 640 and 1024 px wide copies at `<public_id>-<width>.webp`.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: uploadResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest(`Send the images as multipart/form-data in the field "${IMAGE_FIELD}"`);
      const files = request.uploads.filter((file) => file.field === IMAGE_FIELD);
      if (files.length === 0) throw badRequest(`Choose at least one image to upload (field "${IMAGE_FIELD}")`);
      const images = await storeImages(ctx, files);
      return { success: true as const, message: 'Image Details Added Successfully', images };
    },
  );
};
