import { IMAGE_VARIANT_WIDTHS, UPLOAD_MAX_FILES } from '../../../shared/constants';
import { IMAGE_FIELD, uploadResponseSchema } from '../../../shared/schemas/media';
import { badRequest } from '../../lib/errors';
import type { ModuleRoutes } from '../module';
import { storeImages } from './media.service';

export const mediaRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/image/multi',
    {
      config: {
        access: { anyPermission: ['canAdd', 'canEdit'] },
        multipart: { files: [IMAGE_FIELD], maxFiles: UPLOAD_MAX_FILES },
      },
      schema: {
        tags: ['media'],
        summary: `Upload up to 10 images (multipart, field "${IMAGE_FIELD}", 10 MB each)`,
        description: `JPEG, PNG, WebP, GIF or AVIF, judged by content. Each is re-encoded to WebP without metadata and stored with ${IMAGE_VARIANT_WIDTHS.join(', ')} px wide copies (those narrower than the image) at \`<public_id>-<width>.webp\`.`,
        response: { 200: uploadResponseSchema },
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
