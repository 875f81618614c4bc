/**
 * `/cp/assets/browse/{container}/{folder…}`: a container's folder as a grid or a table
 * (`?view=list`), with its subfolders, a search across the container (`?q=`), sorting and
 * paging, all in the URL. Files are uploaded by dropping them on the library or with `Upload`.
 * Statamic's `…/{path}/edit` and our `…/{path}/history` under the same prefix open one asset.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AssetGrid } from '../components/asset-library/asset-grid';
import { AssetTable } from '../components/asset-library/asset-table';
import { NewFolder } from '../components/asset-library/new-folder';
import { UploadConflictDialog, UploadList, useUploads } from '../components/asset-library/uploads';
import { Icon } from '../fieldtypes/icons';
import { useT } from '../i18n/i18n';
import { browseUrl, parseBrowsePath, refreshLibrary, useAssetContainers, useAssetLibrary } from '../lib/asset-library';
import { listParamsUpdater, useTypedSearch } from '../lib/typed-search';
import type { AssetSort } from '../shared/asset-library';
import { AssetEditRoute } from './asset-edit';
import { AssetHistoryRoute } from './asset-history';
import { LoadError } from './not-found';

const SORTS: { sort: AssetSort; order: 'asc' | 'desc'; label: 'assets.sortNameAsc' | 'assets.sortNameDesc' | 'assets.sortNewest' | 'assets.sortOldest' | 'assets.sortLargest' | 'assets.sortSmallest' }[] = [
  { sort: 'basename', order: 'asc', label: 'assets.sortNameAsc' },
  { sort: 'basename', order: 'desc', label: 'assets.sortNameDesc' },
  { sort: 'lastModified', order: 'desc', label: 'assets.sortNewest' },
  { sort: 'lastModified', order: 'asc', label: 'assets.sortOldest' },
  { sort: 'size', order: 'desc', label: 'assets.sortLargest' },
  { sort: 'size', order: 'asc', label: 'assets.sortSmallest' },
];
const PER_PAGE = 60;

export function AssetBrowseRoute() {
  const { container = '', '*': splat = '' } = useParams();
  const target = parseBrowsePath(splat);
  if (target.kind === 'folder') return <AssetLibrary container={container} folder={target.folder} />;
  if (target.kind === 'edit') return <AssetEditRoute key={`${container}/${target.path}`} container={container} path={target.path} />;
  return <AssetHistoryRoute container={container} path={target.path} />;
}

function AssetLibrary({ container, folder }: { container: string; folder: string }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = SORTS.find((s) => s.sort === params.get('sort'))?.sort ?? 'basename';
  const order = params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : sort === 'basename' ? 'asc' : 'desc';
  const searchId = useId();
  const sortId = useId();
  const [dropping, setDropping] = useState(false);
  const containers = useAssetContainers();
  const { uploads, add, choose, clear } = useUploads(container);

  const update = listParamsUpdater(setParams);
  const [typed, setTyped] = useTypedSearch(q, (text) => update({ q: text }));

  const { data, error, isPending, isFetching } = useAssetLibrary(container, { folder: q ? undefined : folder, q: q || undefined, page, perPage: PER_PAGE, sort, order });
  if (error) return <LoadError error={error} />;

  const title = data?.container.title ?? container;
  const can = data?.can;
  const asking = uploads.find((u) => u.state === 'asking');
  const hasFiles = (e: DragEvent) => can?.upload && e.dataTransfer.types.includes('Files');
  const crumbs = folder ? folder.split('/') : [];
  const folderName = crumbs.at(-1) ?? title;
  const label = q ? t('assets.resultsLabel', { q, count: data?.meta.total ?? 0 }) : t('assets.folderLabel', { folder: folderName, count: data?.meta.total ?? 0 });
  const keepQuery = params.get('view') ? `?view=${params.get('view')}` : '';

  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          {(containers.data?.data.length ?? 0) > 1 && (
            <p className="cp-breadcrumb">
              <Link to="/assets">{t('assets.title')}</Link>
            </p>
          )}
          <h1 className="cp-page-title">{title}</h1>
        </div>
        <div className="cp-page-actions">
          <div className="cp-view-toggle" role="group" aria-label={t('assets.view')}>
            <button type="button" className="cp-button" aria-pressed={view === 'grid'} onClick={() => update({ view: null, page: params.get('page') })}>
              {t('assets.viewGrid')}
            </button>
            <button type="button" className="cp-button" aria-pressed={view === 'list'} onClick={() => update({ view: 'list', page: params.get('page') })}>
              {t('assets.viewList')}
            </button>
          </div>
          {can?.upload && (
            <>
              <NewFolder
                container={container}
                parent={folder}
                onCreated={(created) => {
                  refreshLibrary(client, container);
                  navigate(`${browseUrl(container, created.path)}${keepQuery}`);
                }}
              />
              <label className="cp-button cp-button-primary cp-upload-button">
                <Icon name="upload" size={16} />
                {t('assets.uploadFiles')}
                <input
                  type="file"
                  multiple
                  className="cp-visually-hidden"
                  onChange={(e) => {
                    add(e.target.files ?? [], folder);
                    e.target.value = '';
                  }}
                />
              </label>
            </>
          )}
        </div>
      </header>
      <div
        className={`cp-card cp-card-flush cp-library${dropping ? ' cp-library--dropping' : ''}`}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setDropping(true);
        }}
        onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDropping(false)}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setDropping(false);
          add(e.dataTransfer.files, folder);
        }}
      >
        <div className="cp-list-tools" role="search">
          <label htmlFor={searchId} className="cp-visually-hidden">
            {t('assets.search')}
          </label>
          <input id={searchId} type="search" className="cp-input cp-search" placeholder={t('assets.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <label htmlFor={sortId} className="cp-label-inline">
            {t('assets.sort')}
          </label>
          <select id={sortId} className="cp-input cp-select cp-select-compact" value={`${sort}-${order}`} onChange={(e) => update({ sort: e.target.value.split('-')[0]!, order: e.target.value.split('-')[1]! })}>
            {SORTS.map((s) => (
              <option key={`${s.sort}-${s.order}`} value={`${s.sort}-${s.order}`}>
                {t(s.label)}
              </option>
            ))}
          </select>
        </div>
        {q ? (
          <p className="cp-folder-crumbs cp-muted">{t('assets.searchScope', { container: title })}</p>
        ) : (
          <nav className="cp-folder-crumbs" aria-label={t('assets.folderPath')}>
            <ol>
              <li>
                {crumbs.length ? (
                  <Link to={`${browseUrl(container)}${keepQuery}`}>{title}</Link>
                ) : (
                  <span aria-current="page">{title}</span>
                )}
              </li>
              {crumbs.map((name, i) => (
                <li key={i}>
                  <Icon name="chevronRight" size={14} />
                  {i < crumbs.length - 1 ? <Link to={`${browseUrl(container, crumbs.slice(0, i + 1).join('/'))}${keepQuery}`}>{name}</Link> : <span aria-current="page">{name}</span>}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <UploadList uploads={uploads} onClear={clear} />
        {isPending ? (
          <p className="cp-loading-inline">{t('shell.loading')}</p>
        ) : data.data.length === 0 && data.folders.length === 0 ? (
          <div className="cp-empty cp-library-empty">
            <Icon name={q ? 'search' : 'folder'} size={32} />
            <p>{q ? t('assets.noMatch') : can?.upload ? t('assets.emptyFolderUpload') : t('assets.emptyFolder')}</p>
          </div>
        ) : view === 'list' ? (
          <AssetTable container={container} folders={data.folders} assets={data.data} searching={Boolean(q)} label={label} busy={isFetching} sort={sort} order={order} onSort={(s, o) => update({ sort: s, order: o })} />
        ) : (
          <AssetGrid container={container} folders={data.folders} assets={data.data} searching={Boolean(q)} label={label} busy={isFetching} />
        )}
        {data && data.meta.lastPage > 1 && (
          <nav className="cp-pagination" aria-label={t('assets.pagination')}>
            <button type="button" className="cp-button" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
              {t('entries.previous')}
            </button>
            <span>{t('entries.pageOf', { page: data.meta.page, last: data.meta.lastPage })}</span>
            <button type="button" className="cp-button" disabled={page >= data.meta.lastPage} onClick={() => update({ page: String(page + 1) })}>
              {t('entries.next')}
            </button>
          </nav>
        )}
        {dropping && (
          <div className="cp-library-drop" aria-hidden="true">
            <Icon name="upload" size={32} />
            <span>{t('assets.dropHere', { folder: folderName })}</span>
          </div>
        )}
      </div>
      <UploadConflictDialog upload={asking} canReplace={Boolean(can?.edit)} onChoose={choose} />
    </>
  );
}
