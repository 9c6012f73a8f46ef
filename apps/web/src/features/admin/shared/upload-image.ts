// Uploads a product image with progress. fetch() reports no upload progress, so this one request
// uses XMLHttpRequest; the session cookie and Origin go along as with every same-origin request.
import type { ErrorResponse, UploadedImageResponse } from '@eshop/shared';
import { copy } from '../../../copy';

export class UploadError extends Error {
  override name = 'UploadError';
}

export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImageResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/uploads');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status === 201) {
        onProgress(100);
        resolve(request.response as UploadedImageResponse);
        return;
      }
      const body = request.response as Partial<ErrorResponse> | null;
      reject(new UploadError(body?.error?.message ?? copy.common.somethingWentWrong));
    });
    request.addEventListener('error', () => reject(new UploadError(copy.common.somethingWentWrong)));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
