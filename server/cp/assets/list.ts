/** An asset container's files as the assets field's browser lists them (cp/shared/api.ts AssetItem). */
import type { AssetContainer, Assets } from '../../../api/store/assets';
import type { AssetItem } from '../../../cp/shared/api';

const THUMBNAIL_EXT = /\.(jpe?g|png|gif|webp|avif)$/i;
const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|svg)$/i;
/** A browser page shows at most this many files; the search narrows a larger folder. */
export const MAX_LISTED = 300;

interface Found {
  path: string;
  size: number;
  /** The file's modification time, when known: it versions the thumbnail's URL. */
  mtimeMs?: number;
}

export function assetItem(container: AssetContainer, assets: Assets, site: string, found: Found): AssetItem {
  const meta = assets.meta.get(`${container.handle}::${found.path}`);
  const localAlt = meta?.data[`alt_${site}`];
  const alt = typeof localAlt === 'string' && localAlt.trim() !== '' ? localAlt : meta?.data.alt;
  const encoded = found.path.split('/').map(encodeURIComponent).join('/');
  const url = `${container.urlPath}/${encoded}`.replace(/\/+/g, '/');
  // The image server reads sources under public/: `public/media` → `/_ipx/w_160&f_webp/media/…` (server/images/service.ts).
  const publicPath = container.dir.replace(/^public\//, '');
  // A file replaced in place keeps its path: the version makes its thumbnail a new URL, so the
  // panel never shows the cached picture of the old file (the image server ignores the query).
  const version = found.mtimeMs === undefined ? '' : `?v=${Math.round(found.mtimeMs).toString(36)}-${found.size.toString(36)}`;
  const thumbnail = THUMBNAIL_EXT.test(found.path) ? `/_ipx/w_160&f_webp/${publicPath}/${encoded}${version}` : /\.svg$/i.test(found.path) ? `${url}${version}` : null;
  const slash = found.path.lastIndexOf('/');
  return {
    id: `${container.handle}::${found.path}`,
    path: found.path,
    basename: found.path.slice(slash + 1),
    folder: slash < 0 ? '' : found.path.slice(0, slash),
    url,
    thumbnail,
    isImage: IMAGE_EXT.test(found.path),
    size: found.size,
    ...(meta?.width !== undefined ? { width: meta.width } : {}),
    ...(meta?.height !== undefined ? { height: meta.height } : {}),
    ...(typeof alt === 'string' ? { alt } : {}),
  };
}
