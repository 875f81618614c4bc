/**
 * The asset library's requests and answers (`/cp/assets/browse/{container}`), shared by the
 * panel and its API (server/cp/routes/asset-library.ts). Paths are inside the container, with
 * `/` (`products/beacon.jpg`); folders are '' for the top. Every answer that changes a file is
 * one commit; errors are `ApiError` (message in the editor's language) as everywhere else.
 */
import type { ApiError, AssetItem } from './api';

/** GET /cp/api/asset-containers: the containers the editor may view. */
export interface AssetContainerSummary {
  handle: string;
  title: string;
  /** Files in the container (`.meta` and dot files aside). */
  count: number;
}

export interface AssetContainersResponse {
  data: AssetContainerSummary[];
}

/** What the editor may do in a container (Statamic's `… {container} assets` permissions). */
export interface AssetAbilities {
  upload: boolean;
  edit: boolean;
  move: boolean;
  rename: boolean;
  delete: boolean;
}

export type AssetSort = 'basename' | 'size' | 'lastModified';

/**
 * GET /cp/api/assets/{container}/library?folder=&q=&page=&perPage=&sort=&order=&site=
 * A folder's files and subfolders, or (with `q`) files anywhere in the container whose name,
 * alt text or title contains `q` (case-insensitive). perPage ≤ 200 (default 60); page from 1.
 */
export interface AssetLibraryQuery {
  folder?: string;
  q?: string;
  page?: number;
  perPage?: number;
  sort?: AssetSort;
  order?: 'asc' | 'desc';
  site?: string;
}

export interface LibraryAsset extends AssetItem {
  /** ISO 8601, the file's modification time. */
  lastModified: string;
  mimeType: string | null;
  /** The meta file's `title`, when set. */
  title?: string;
}

export interface AssetFolder {
  path: string;
  basename: string;
}

export interface AssetLibraryResponse {
  container: { handle: string; title: string };
  /** The folder listed ('' with a search). */
  folder: string;
  /** Subfolders of `folder` (none with a search). */
  folders: AssetFolder[];
  data: LibraryAsset[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
  can: AssetAbilities;
}

/** Where an asset is used: an entry, a global set or a navigation, in one site. */
export interface AssetUsage {
  kind: 'entry' | 'global' | 'navigation' | 'term';
  title: string;
  site: string;
  /** The panel's page for it (`/cp/collections/news/entries/{id}`), when the editor may open it. */
  editUrl: string | null;
}

/** A meta field of the container's blueprint (`resources/blueprints/assets/{container}.yaml`). */
export interface AssetMetaField {
  handle: 'alt' | 'title' | 'focus' | string;
  /** As written in the blueprint. */
  display: string;
  instructions?: string;
  type: 'text' | 'textarea';
  /** Per site (stored as `{handle}_{site}` beside the origin `{handle}` in the meta file). */
  localizable: boolean;
}

/**
 * GET /cp/api/assets/{container}/asset?path=&site=
 * One asset with its meta values for `site` (the origin site's for fields that are not
 * localizable), its usages, and the meta file's version for a save.
 */
export interface AssetDetailResponse {
  asset: LibraryAsset;
  site: string;
  fields: AssetMetaField[];
  /** `{ alt, title, focus }` for `site`; `focus` is Statamic's `x-y-zoom` (`50-50-1`). */
  values: Record<string, string>;
  /** Localizable fields for which `site` has its own value (else the origin's shows). */
  localized: string[];
  /** The origin's values, shown beside a localization's. */
  originValues: Record<string, string>;
  usages: AssetUsage[];
  /** Version of the meta file (null: it has none yet). */
  version: string | null;
  can: AssetAbilities;
}

/** PATCH /cp/api/assets/{container}/asset?path= → 200 AssetDetailResponse; 409 ConflictError; 422 field errors. */
export interface AssetMetaSaveRequest {
  site: string;
  /** Values for `site`; an empty string removes a localization's own value. */
  values: Record<string, string>;
  version: string | null;
  force?: boolean;
}

/**
 * POST /cp/api/assets/{container} (multipart `file`, `folder`, `onConflict`): the upload.
 * `onConflict` `ask` (default): when `{folder}/{safe name}` exists, 409 `UploadConflictError`
 * and nothing is written; `keep-both`: stored under a free name (`name-1.jpg`); `replace`:
 * replaces that file in place (needs `edit` as well as `upload`).
 */
export type UploadConflictChoice = 'ask' | 'keep-both' | 'replace';

export interface UploadConflictError extends ApiError {
  existing: LibraryAsset;
}

/**
 * POST /cp/api/assets/{container}/replace?path= (multipart `file`): new bytes for an existing
 * asset, same path, same references; refused (422) unless the new file is of the same type.
 * Needs `upload` and `edit`. → 200 LibraryAsset.
 */
export type AssetReplaceResponse = LibraryAsset;

/**
 * POST /cp/api/assets/{container}/move: rename (`basename`, needs `rename`) and/or move
 * (`folder`, needs `move`). The meta file follows; every reference in entries, globals,
 * navigations and terms is rewritten, all in one commit. 409 when the target exists.
 */
export interface AssetMoveRequest {
  path: string;
  folder?: string;
  /** The new file name with its extension; the extension may not change. */
  basename?: string;
}

export interface AssetMoveResponse {
  asset: LibraryAsset;
  /** Content files whose references were rewritten. */
  updated: number;
}

/**
 * DELETE /cp/api/assets/{container}/asset?path=[&confirm=1]: needs `delete`. While the asset is
 * used, 409 `AssetInUseError` unless `confirm=1`. → 204.
 */
export interface AssetInUseError extends ApiError {
  usages: AssetUsage[];
}

/** POST /cp/api/assets/{container}/folders { parent, name } → 201 AssetFolder; needs `upload`. */
export interface AssetFolderCreateRequest {
  parent: string;
  name: string;
}
