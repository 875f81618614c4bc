/** The library as a table: name (with a small preview), size, dimensions and last change; sortable by name, size and date. */
import { Link } from 'react-router';
import { Icon } from '../../fieldtypes/icons';
import { useFormat, useT } from '../../i18n/i18n';
import { assetEditUrl, browseUrl } from '../../lib/asset-library';
import type { AssetSort } from '../../shared/asset-library';
import { SortHeader } from '../sort-header';
import type { AssetViewProps } from './asset-grid';
import { AssetThumbnail } from './thumbnail';

export interface AssetTableProps extends AssetViewProps {
  sort: AssetSort;
  order: 'asc' | 'desc';
  onSort(sort: AssetSort, order: 'asc' | 'desc'): void;
}

export function AssetTable({ container, folders, assets, searching, label, busy, sort, order, onSort }: AssetTableProps) {
  const t = useT();
  const format = useFormat();
  const header = (key: AssetSort, text: string, className?: string) => (
    <SortHeader label={text} className={className} direction={sort === key ? order : undefined} onSort={(next) => onSort(key, sort === key ? next : 'asc')} />
  );
  return (
    <div className="cp-table-scroll">
      <table className="cp-table cp-library-table" aria-busy={busy || undefined}>
        <caption className="cp-visually-hidden">{label}</caption>
        <thead>
          <tr>
            {header('basename', t('assets.colName'))}
            {searching && <th scope="col">{t('assets.colFolder')}</th>}
            {header('size', t('assets.colSize'), 'cp-num')}
            <th scope="col">{t('assets.colDimensions')}</th>
            {header('lastModified', t('assets.colModified'))}
          </tr>
        </thead>
        <tbody>
          {folders.map((folder) => (
            <tr key={folder.path}>
              <th scope="row">
                <Link to={browseUrl(container, folder.path)} className="cp-row-link cp-library-name" aria-label={t('assets.folder', { name: folder.basename })}>
                  <span className="cp-library-thumb cp-library-thumb--folder">
                    <Icon name="folder" size={22} />
                  </span>
                  {folder.basename}
                </Link>
              </th>
              {searching && <td />}
              <td className="cp-num cp-muted">—</td>
              <td className="cp-muted">—</td>
              <td className="cp-muted">—</td>
            </tr>
          ))}
          {assets.map((asset) => (
            <tr key={asset.id}>
              <th scope="row">
                <Link to={assetEditUrl(container, asset.path)} className="cp-row-link cp-library-name">
                  <span className="cp-library-thumb">
                    <AssetThumbnail asset={asset} iconSize={22} />
                  </span>
                  <span className="cp-library-basename">{asset.basename}</span>
                </Link>
              </th>
              {searching && <td className="cp-mono cp-muted">{asset.folder || '/'}</td>}
              <td className="cp-num cp-nowrap">{format.fileSize(asset.size)}</td>
              <td className="cp-nowrap">{asset.width && asset.height ? t('assets.dimensions', { width: format.number(asset.width), height: format.number(asset.height) }) : '—'}</td>
              <td className="cp-nowrap">
                <time dateTime={asset.lastModified} title={format.dateTime(asset.lastModified)}>
                  {format.relative(asset.lastModified)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
