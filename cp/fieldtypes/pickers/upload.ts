/**
 * Files to the asset API with upload progress (XMLHttpRequest: fetch has no upload progress):
 * POST /cp/api/assets/{container} (multipart `file`, `folder`, `onConflict`) and the library's
 * Replace file. A refusal is an `ApiRequestError` with the server's whole answer (its message,
 * a conflict's `existing` file), or an empty one (status 0: no connection) for the screen to put in words.
 */
import type { ApiError, AssetUploadResponse } from '../../shared/api';
import type { AssetReplaceResponse, UploadConflictChoice } from '../../shared/asset-library';
import { ApiRequestError, csrfHeaders, languageHeaders } from '../../lib/api';

function sendFile<T>(url: string, fields: Record<string, string | File>, onProgress: (fraction: number) => void, ok: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
      if (xhr.status === ok) resolve(body as T);
      else {
        const answer = body !== null && typeof body === 'object' && typeof (body as ApiError).message === 'string' ? (body as ApiError) : { message: '' };
        reject(new ApiRequestError(xhr.status, answer));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, { message: '' }));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    xhr.send(form);
  });
}

export function uploadAsset(container: string, folder: string, file: File, onProgress: (fraction: number) => void, onConflict?: UploadConflictChoice): Promise<AssetUploadResponse> {
  return sendFile(`/cp/api/assets/${encodeURIComponent(container)}`, { file, folder, ...(onConflict ? { onConflict } : {}) }, onProgress, 201);
}

/** New bytes for an existing asset (same path, same type). */
export function replaceAssetFile(container: string, path: string, file: File, onProgress: (fraction: number) => void): Promise<AssetReplaceResponse> {
  return sendFile(`/cp/api/assets/${encodeURIComponent(container)}/replace?path=${encodeURIComponent(path)}`, { file }, onProgress, 200);
}
