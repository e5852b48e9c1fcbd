import { IMAGE_FIELD } from '../../../../shared/schemas/media';
import { type ApiAnswer, type ApiBody, ApiError, type PathOf } from '../../../shared/api-client';
import { api } from '../../api';

const UPLOAD_PATH = '/api/v1/image/multi' satisfies PathOf<'post'>;
type UploadedImage = ApiAnswer<'post', typeof UPLOAD_PATH>['images'][number];
const UPLOAD_FIELD: keyof ApiBody<'post', typeof UPLOAD_PATH> = IMAGE_FIELD;

/**
 * Sends one image to POST /image/multi (field `thumbnail`, docs/product.md, API conventions) through
 * the one API client, reporting its progress, which the form shows per image.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const [image] = (await api.UPLOAD(UPLOAD_PATH, form, onProgress)).images;
  // docs/product.md, Messages: the text shown when the server accepted nothing it could name.
  if (!image) throw new ApiError('Could Not Add Image Details', 200);
  return image;
}
