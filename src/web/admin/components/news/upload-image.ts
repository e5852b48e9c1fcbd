import { IMAGE_FIELD } from '../../../../shared/schemas/media';
import type { ImageRef } from '../../../../shared/schemas/news';
import { ApiError } from '../../api';
import { currentSession, endSessionAtLogin } from '../../session';

type UploadAnswer = { success?: boolean; message?: string; images?: Required<ImageRef>[] };

/**
 * Sends one image to POST /image/multi (field `thumbnail`, docs/product.md, API conventions). XMLHttpRequest rather than fetch:
 * only it reports upload progress, which the form shows per image. Refusals throw ApiError like api().
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<Required<ImageRef>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/image/multi');
    const token = currentSession()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError('The server could not be reached. Check your connection and try again.', 0));
    request.onload = () => {
      const answer = (request.response ?? {}) as UploadAnswer;
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
    form.append(IMAGE_FIELD, file);
    request.send(form);
  });
}
