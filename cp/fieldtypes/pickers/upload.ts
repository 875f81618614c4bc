/**
 * POST /cp/api/assets/{container} (multipart `file`, `folder`) with upload progress (XMLHttpRequest:
 * fetch has no upload progress). A refusal is an `ApiRequestError` with the server's message, or
 * an empty one (status 0: no connection) for the field to put in words.
 */
import type { ApiError, AssetUploadResponse } from '../../shared/api';
import { ApiRequestError, csrfHeaders, languageHeaders } from '../../lib/api';

export function uploadAsset(container: string, folder: string, file: File, onProgress: (fraction: number) => void): Promise<AssetUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/cp/api/assets/${encodeURIComponent(container)}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...csrfHeaders(), ...languageHeaders() })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status === 201) resolve(body as AssetUploadResponse);
      else reject(new ApiRequestError(xhr.status, { message: (body as ApiError | null)?.message ?? '' }));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, { message: '' }));
    const form = new FormData();
    form.set('file', file);
    form.set('folder', folder);
    // The field has always stored a second file of the same name beside the first (name-1.jpg).
    form.set('onConflict', 'keep-both');
    xhr.send(form);
  });
}
