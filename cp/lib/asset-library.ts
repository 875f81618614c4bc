/**
 * The asset library's API (cp/shared/asset-library.ts) for the panel's screens: query keys and
 * fetchers, the library's URLs (Statamic's `/cp/assets/browse/{container}/{folder…}` and
 * `…/{path}/edit`), and the changes (meta save, move, delete, new folder).
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AssetContainersResponse, AssetDetailResponse, AssetFolder, AssetFolderCreateRequest, AssetLibraryQuery, AssetLibraryResponse, AssetMetaSaveRequest, AssetMoveRequest, AssetMoveResponse } from '../shared/asset-library';
import { api } from './api';
import type { HistoryTarget } from './history';

const enc = encodeURIComponent;
/** A path inside a container, each segment encoded, the slashes kept (`products/beacon.jpg`). */
const encPath = (path: string) => path.split('/').filter(Boolean).map(enc).join('/');

export const assetKeys = {
  containers: ['asset-containers'] as const,
  library: (container: string, query: AssetLibraryQuery) => ['asset-library', container, query] as const,
  asset: (container: string, path: string, site: string) => ['asset', container, path, site] as const,
};

// ── The panel's URLs ────────────────────────────────────────────────────────────────────────
export const browseUrl = (container: string, folder = '') => `/assets/browse/${enc(container)}${folder ? `/${encPath(folder)}` : ''}`;
export const assetEditUrl = (container: string, path: string, site?: string) => `${browseUrl(container, path)}/edit${site ? `?site=${enc(site)}` : ''}`;
export const assetHistoryUrl = (container: string, path: string) => `${browseUrl(container, path)}/history`;

/** What the `…/browse/{container}/*` URL names: a folder, or one asset's editor or history. */
export type BrowseTarget = { kind: 'folder'; folder: string } | { kind: 'edit' | 'history'; path: string };

/**
 * Statamic's URLs put the editor under the file's path (`products/beacon.jpg/edit`). A file has
 * an extension and a folder name usually not, so `…/x.jpg/edit` is the editor while
 * `…/archive/edit` stays a folder called `edit`.
 */
export function parseBrowsePath(splat: string): BrowseTarget {
  const parts = splat.split('/').filter(Boolean);
  const last = parts.at(-1);
  const file = parts.at(-2);
  if ((last === 'edit' || last === 'history') && file && /\.[A-Za-z0-9]{1,8}$/.test(file)) return { kind: last, path: parts.slice(0, -1).join('/') };
  return { kind: 'folder', folder: parts.join('/') };
}

/** The folder a path is in ('' for the top). */
export const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

// ── Reading ─────────────────────────────────────────────────────────────────────────────────
export function useAssetContainers() {
  return useQuery({ queryKey: assetKeys.containers, queryFn: ({ signal }) => api<AssetContainersResponse>('/asset-containers', { signal }) });
}

export function useAssetLibrary(container: string, query: AssetLibraryQuery) {
  return useQuery({
    queryKey: assetKeys.library(container, query),
    queryFn: ({ signal }) => api<AssetLibraryResponse>(`/assets/${enc(container)}/library`, { signal, query: { ...query } }),
    // The grid keeps its tiles while the next page, folder or search loads.
    placeholderData: keepPreviousData,
  });
}

const assetApi = (container: string) => `/assets/${enc(container)}/asset`;

export function fetchAsset(container: string, path: string, site: string, signal?: AbortSignal) {
  return api<AssetDetailResponse>(assetApi(container), { signal, query: { path, site } });
}

export function useAsset(container: string, path: string, site: string) {
  return useQuery({
    queryKey: assetKeys.asset(container, path, site),
    queryFn: ({ signal }) => fetchAsset(container, path, site, signal),
    // A form's document: replaced after a save or a reload, never behind the editor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export const assetHistory = (container: string, path: string): HistoryTarget => ({ path: `/history/assets/${enc(container)}`, query: { path } });

// ── Changing ────────────────────────────────────────────────────────────────────────────────
export function saveAssetMeta(container: string, path: string, body: AssetMetaSaveRequest) {
  return api<AssetDetailResponse>(assetApi(container), { method: 'PATCH', body, query: { path } });
}

export function moveAsset(container: string, body: AssetMoveRequest) {
  return api<AssetMoveResponse>(`/assets/${enc(container)}/move`, { method: 'POST', body });
}

export function deleteAsset(container: string, path: string, confirm: boolean) {
  return api<null>(assetApi(container), { method: 'DELETE', query: { path, confirm: confirm ? 1 : undefined } });
}

export function createFolder(container: string, body: AssetFolderCreateRequest) {
  return api<AssetFolder>(`/assets/${enc(container)}/folders`, { method: 'POST', body });
}

/** After a file changed: every listing of the container, its count, and the assets field's pickers. */
export function refreshLibrary(client: QueryClient, container: string): void {
  void client.invalidateQueries({ queryKey: ['asset-library', container] });
  void client.invalidateQueries({ queryKey: assetKeys.containers });
}

/**
 * A larger rendition of an image for the editor's preview: the thumbnail's `/_ipx` URL asked
 * at `width` (the thumbnail is 160 px wide, too small to place a focal point on); an SVG or a
 * file `/_ipx` does not serve shows as it is.
 */
export function previewUrl(asset: { thumbnail: string | null; url: string; isImage: boolean }, width = 960): string | null {
  if (asset.thumbnail && /^\/_ipx\/w_\d+/.test(asset.thumbnail)) return asset.thumbnail.replace(/^\/_ipx\/w_\d+/, `/_ipx/w_${width}`);
  return asset.isImage ? (asset.thumbnail ?? asset.url) : null;
}
