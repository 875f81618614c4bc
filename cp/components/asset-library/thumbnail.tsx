/**
 * An asset's small preview: the `/_ipx` thumbnail (160 px wide) loaded lazily, with the width and
 * height it will have so the grid does not shift as images arrive; a file icon for the rest.
 */
import { Icon } from '../../fieldtypes/icons';
import type { LibraryAsset } from '../../shared/asset-library';

const THUMB_WIDTH = 160;

export function AssetThumbnail({ asset, iconSize = 40 }: { asset: LibraryAsset; iconSize?: number }) {
  if (!asset.thumbnail) return <Icon name={asset.isImage ? 'image' : 'file'} size={iconSize} />;
  const height = asset.width && asset.height ? Math.max(1, Math.round((THUMB_WIDTH * asset.height) / asset.width)) : THUMB_WIDTH;
  // Decorative: the link around it carries the file's name.
  return <img src={asset.thumbnail} alt="" width={THUMB_WIDTH} height={height} loading="lazy" decoding="async" />;
}
