/** The library as a grid: its folders, then its files, each a link (a folder opens, a file opens in the editor). */
import { Link } from 'react-router';
import { Icon } from '../../fieldtypes/icons';
import { useFormat, useT } from '../../i18n/i18n';
import { assetEditUrl, browseUrl } from '../../lib/asset-library';
import type { AssetFolder, LibraryAsset } from '../../shared/asset-library';
import { AssetThumbnail } from './thumbnail';

export interface AssetViewProps {
  container: string;
  folders: AssetFolder[];
  assets: LibraryAsset[];
  /** A search across the container: each file says which folder it is in. */
  searching: boolean;
  label: string;
  busy: boolean;
}

export function AssetGrid({ container, folders, assets, searching, label, busy }: AssetViewProps) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="cp-library-grid" aria-label={label} aria-busy={busy || undefined}>
      {folders.map((folder) => (
        <li key={folder.path}>
          <Link to={browseUrl(container, folder.path)} className="cp-asset-tile cp-asset-tile--folder" aria-label={t('assets.folder', { name: folder.basename })}>
            <span className="cp-asset-tile__thumb">
              <Icon name="folder" size={44} />
            </span>
            <span className="cp-asset-tile__name">{folder.basename}</span>
            <span className="cp-asset-tile__meta">{t('assets.folderKind')}</span>
          </Link>
        </li>
      ))}
      {assets.map((asset) => (
        <li key={asset.id}>
          <Link to={assetEditUrl(container, asset.path)} className="cp-asset-tile">
            <span className="cp-asset-tile__thumb cp-asset-tile__thumb--contain">
              <AssetThumbnail asset={asset} />
            </span>
            <span className="cp-asset-tile__name" title={asset.basename}>
              {asset.basename}
            </span>
            <span className="cp-asset-tile__meta">
              {searching && asset.folder ? `${asset.folder} · ` : ''}
              {asset.width && asset.height ? t('assets.dimensions', { width: format.number(asset.width), height: format.number(asset.height) }) : format.fileSize(asset.size)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
