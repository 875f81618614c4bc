import type { Data } from './types';

export interface AssetMeta {
  data: Data;
  width?: number;
  height?: number;
  size?: number;
  mimeType?: string;
}

export interface AssetContainer {
  handle: string;
  /** Folder relative to the content root holding the files (`public/media`). */
  dir: string;
  /** Public URL path (`/assets`). */
  urlPath: string;
  /** The container file's `title`, else its handle. */
  title?: string;
  /**
   * The container's switches, as Statamic reads them (AssetContainer: each true unless the file
   * says `false`): uploads (and replacing a file), moving to another folder, renaming, and new
   * folders. The panel refuses what one turns off (AssetPolicy, AssetFolderPolicy).
   */
  allows: { uploads: boolean; moving: boolean; renaming: boolean; folders: boolean };
}

/** The files `is_image` is true of (and that have an alt text). */
export const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

/** Asset containers and the metadata (alt text, dimensions) Statamic keeps beside each file. */
export class Assets {
  readonly containers = new Map<string, AssetContainer>();
  /** `${container}::${path}` → metadata. */
  readonly meta = new Map<string, AssetMeta>();

  defaultContainer(): AssetContainer | undefined {
    return this.containers.values().next().value;
  }

  /**
   * Shapes an asset reference as Statamic's API does. `reference` is a path inside the
   * container or a `container::path` id; `site` picks the alt text (`alt_{site}`, else `alt`).
   */
  resolve(reference: string, site: string, siteUrl: string, containerHandle?: string): Data {
    let handle = containerHandle;
    let filePath = reference;
    const sep = reference.indexOf('::');
    if (sep > 0) {
      handle = reference.slice(0, sep);
      filePath = reference.slice(sep + 2);
    }
    const container = (handle && this.containers.get(handle)) || this.defaultContainer();
    const containerId = container?.handle ?? handle ?? 'assets';
    const url = `${container?.urlPath ?? '/assets'}/${filePath}`.replace(/\/+/g, '/');
    const meta = this.meta.get(`${containerId}::${filePath}`);
    // A blank `alt_{site}` is a translation not written yet (content:check reports it): fall back to `alt`.
    const localAlt = meta?.data[`alt_${site}`];
    const alt = typeof localAlt === 'string' && localAlt.trim() !== '' ? localAlt : (meta?.data.alt ?? null);
    const extension = filePath.includes('.') ? filePath.split('.').pop()!.toLowerCase() : '';
    return {
      id: `${containerId}::${filePath}`,
      url,
      permalink: siteUrl + url,
      api_url: `${siteUrl}/api/assets/${containerId}/${filePath}`,
      path: filePath,
      filename: filePath.split('/').pop()!.replace(/\.[^.]+$/, ''),
      extension,
      is_image: IMAGE_EXT.test(filePath),
      alt,
      ...(meta?.width !== undefined ? { width: meta.width } : {}),
      ...(meta?.height !== undefined ? { height: meta.height } : {}),
      ...(meta?.mimeType ? { mime_type: meta.mimeType } : {}),
    };
  }
}
