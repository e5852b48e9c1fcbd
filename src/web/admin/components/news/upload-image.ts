import { IMAGE_FIELD } from '../../../../shared/schemas/media';
import { type ApiAnswer, type ApiBody, ApiError, NO_ANSWER, type PathOf } from '../../../shared/api-client';
import { currentSession, endSessionAtLogin } from '../../session';

const UPLOAD_PATH = '/api/v1/image/multi' satisfies PathOf<'post'>;
type UploadAnswer = ApiAnswer<'post', typeof UPLOAD_PATH>;
type UploadedImage = UploadAnswer['images'][number];
const UPLOAD_FIELD: keyof ApiBody<'post', typeof UPLOAD_PATH> = IMAGE_FIELD;

/**
 * Sends one image to POST /image/multi (field `thumbnail`, docs/product.md, API conventions). XMLHttpRequest rather than fetch:
 * only it reports upload progress, which the form shows per image. Its answer is typed by the same
 * contract as the client's calls (decision 120), and refusals throw ApiError as they do.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    const token = currentSession()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(NO_ANSWER, 0));
    request.onload = () => {
      // A refusal answers { success: false, message } instead: only what both carry is read before the checks.
      const answer = (request.response ?? {}) as Partial<UploadAnswer> & { message?: string };
      if (request.status === 401) {
        endSessionAtLogin();
        reject(new ApiError(answer.message ?? 'Session ended', 401));
        return;
      }
      const image = answer.images?.[0];
      if (request.status >= 400 || answer.success !== true || !image) {
        // docs/product.md, Messages: the server's message, or this text when success is false without one.
        reject(new ApiError(answer.message || 'Could Not Add Image Details', request.status));
        return;
      }
      onProgress(1);
      resolve(image);
    };
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    request.send(form);
  });
}
