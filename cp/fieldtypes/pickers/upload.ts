/** POST /cp/api/assets/{container} (multipart `file`, `folder`) with upload progress (XMLHttpRequest: fetch has no upload progress). */
import type { ApiError, AssetUploadResponse } from '../../shared/api';
import { csrfHeaders, PickerRequestError } from './fetch-json';

export function uploadAsset(container: string, folder: string, file: File, onProgress: (fraction: number) => void): Promise<AssetUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/cp/api/assets/${encodeURIComponent(container)}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status === 201) resolve(body as AssetUploadResponse);
      else reject(new PickerRequestError(xhr.status, (body as ApiError | null)?.message ?? `The upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new PickerRequestError(0, 'The upload failed: no connection to the server'));
    const form = new FormData();
    form.set('file', file);
    form.set('folder', folder);
    xhr.send(form);
  });
}
