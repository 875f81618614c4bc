/**
 * The asset library's listing (cp/shared/asset-library.ts): a folder's files and subfolders,
 * or a search of the whole container by file name, alt text and title, sorted and paged, from
 * the container's catalog (catalog.ts) and the meta the content index holds. Only the page's
 * rows are shaped.
 */
import path from 'node:path';
import type { AssetContainer, Assets } from '../../../api/store/assets';
import type { AssetFolder, AssetLibraryQuery, AssetLibraryResponse, AssetSort, LibraryAsset } from '../../../cp/shared/asset-library';
import type { Catalog, CatalogFile } from './catalog';
import { AssetCatalogs } from './catalog';
import { assetItem } from './list';

export const DEFAULT_PER_PAGE = 60;
export const MAX_PER_PAGE = 200;

/** One catalog per container folder for the whole server: the panel's routes share it. */
export const catalogs = new AssetCatalogs();

export const containerDir = (root: string, container: AssetContainer) => path.join(root, container.dir);

const folderOf = (p: string) => (p.lastIndexOf('/') < 0 ? '' : p.slice(0, p.lastIndexOf('/')));
const basenameOf = (p: string) => p.slice(p.lastIndexOf('/') + 1);

export function libraryAsset(container: AssetContainer, assets: Assets, site: string, file: CatalogFile): LibraryAsset {
  const meta = assets.meta.get(`${container.handle}::${file.path}`);
  const title = meta?.data.title;
  return {
    ...assetItem(container, assets, site, file),
    lastModified: new Date(file.mtimeMs).toISOString(),
    mimeType: meta?.mimeType ?? null,
    ...(typeof title === 'string' && title !== '' ? { title } : {}),
  };
}

function matches(container: AssetContainer, assets: Assets, site: string, needle: string) {
  return (file: CatalogFile) => {
    if (basenameOf(file.path).toLowerCase().includes(needle)) return true;
    const data = assets.meta.get(`${container.handle}::${file.path}`)?.data;
    if (!data) return false;
    return [data.title, data[`alt_${site}`], data.alt].some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
  };
}

const compare: Record<AssetSort, (a: CatalogFile, b: CatalogFile) => number> = {
  basename: (a, b) => basenameOf(a.path).localeCompare(basenameOf(b.path)) || a.path.localeCompare(b.path),
  size: (a, b) => a.size - b.size || a.path.localeCompare(b.path),
  lastModified: (a, b) => a.mtimeMs - b.mtimeMs || a.path.localeCompare(b.path),
};

export type ListOptions = Required<Pick<AssetLibraryQuery, 'folder' | 'q' | 'page' | 'perPage' | 'sort' | 'order' | 'site'>>;

export function listLibrary(catalog: Catalog, container: AssetContainer, assets: Assets, options: ListOptions): Omit<AssetLibraryResponse, 'container' | 'can'> {
  const needle = options.q.trim().toLowerCase();
  const chosen = needle ? catalog.files.filter(matches(container, assets, options.site, needle)) : catalog.files.filter((f) => folderOf(f.path) === options.folder);
  const sorted = [...chosen].sort(compare[options.sort]);
  if (options.order === 'desc') sorted.reverse();
  const total = sorted.length;
  const lastPage = Math.max(1, Math.ceil(total / options.perPage));
  const page = Math.min(options.page, lastPage);
  const rows = sorted.slice((page - 1) * options.perPage, page * options.perPage);
  const folders: AssetFolder[] = needle ? [] : catalog.folders.filter((f) => folderOf(f) === options.folder).map((f) => ({ path: f, basename: basenameOf(f) }));
  return {
    folder: needle ? '' : options.folder,
    folders,
    data: rows.map((f) => libraryAsset(container, assets, options.site, f)),
    meta: { total, page, perPage: options.perPage, lastPage },
  };
}
