/**
 * `/cp/collections/{collection}`: the collection's entries in one site. Search (by title,
 * after 300 ms without typing), status filter, sorting and the page live in the URL, so a
 * list can be bookmarked and the back button restores it. A structured collection shows its
 * tree first (`?view=list` for the list), as Statamic's Tree/List toggle does.
 */
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SortHeader } from '../components/sort-header';
import { StatusBadge } from '../components/status-badge';
import { SiteSwitcher } from '../components/site-switcher';
import { LoadedTree } from '../components/tree-editor/loaded-tree';
import { useFormat, useT } from '../i18n/i18n';
import { useEntries } from '../lib/queries';
import { useSessionData } from '../lib/session';
import type { EntryListQuery, EntryStatus } from '../shared/api';
import { LoadError } from './not-found';
import { listParamsUpdater, useTypedSearch } from '../lib/typed-search';

const STATUSES: EntryStatus[] = ['published', 'draft', 'scheduled', 'expired'];
/** Statamic's choices of rows per page; the server's default is 50. */
const PER_PAGE = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 50;
type Sort = NonNullable<EntryListQuery['sort']>;

export function EntriesRoute() {
  const t = useT();
  const format = useFormat();
  const { collection = '' } = useParams();
  const session = useSessionData();
  const [params, setParams] = useSearchParams();
  const site = params.get('site') ?? session.user?.sites[0] ?? session.sites[0]?.handle ?? '';
  const status = STATUSES.find((s) => s === params.get('status'));
  const sort = (params.get('sort') as Sort | null) ?? undefined;
  const order = params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const perPage = PER_PAGE.find((n) => String(n) === params.get('perPage')) ?? DEFAULT_PER_PAGE;
  const searchId = useId();
  const statusId = useId();
  const perPageId = useId();

  const update = listParamsUpdater(setParams);

  const [typed, setTyped] = useTypedSearch(search, (text) => update({ search: text }));

  const query: EntryListQuery = { site, search: search || undefined, status, sort, order, page, perPage };
  const { data, error, isPending, isFetching } = useEntries(collection, query);
  if (error) return <LoadError error={error} />;

  const collectionInfo = data?.collection;
  // A structured collection opens on its tree, as in Statamic; the list is a click away.
  const view = collectionInfo?.structured && params.get('view') !== 'list' ? 'tree' : 'list';
  const sortHeader = (key: Sort, label: string) => {
    const active = (sort ?? (collectionInfo?.dated ? 'date' : 'title')) === key;
    const direction = active ? (order ?? (key === 'date' && !sort ? 'desc' : 'asc')) : undefined;
    return <SortHeader label={label} direction={direction} onSort={(next) => update({ sort: key, order: active ? next : 'asc' })} />;
  };

  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <p className="cp-breadcrumb">
            <Link to="/collections">{t('nav.collections')}</Link>
          </p>
          <h1 className="cp-page-title">{collectionInfo?.title ?? collection}</h1>
        </div>
        <div className="cp-page-actions">
          {collectionInfo?.structured && (
            <div className="cp-view-toggle" role="group" aria-label={t('tree.view')}>
              <button type="button" className="cp-button" aria-pressed={view === 'tree'} onClick={() => update({ view: null })}>
                {t('tree.viewTree')}
              </button>
              <button type="button" className="cp-button" aria-pressed={view === 'list'} onClick={() => update({ view: 'list' })}>
                {t('tree.viewList')}
              </button>
            </div>
          )}
          <SiteSwitcher sites={session.sites} only={collectionInfo?.sites.filter((s) => session.user?.sites.includes(s) ?? true)} value={site} onChange={(s) => update({ site: s })} />
          {collectionInfo?.canCreate && (
            <Link to={`/collections/${encodeURIComponent(collection)}/entries/create/${encodeURIComponent(site)}`} className="cp-button cp-button-primary">
              {t('entries.create')}
            </Link>
          )}
        </div>
      </header>
      {view === 'tree' ? (
        <LoadedTree kind="collection" handle={collection} site={site} />
      ) : (
        <div className="cp-card cp-card-flush">
          <div className="cp-list-tools" role="search">
            <label htmlFor={searchId} className="cp-visually-hidden">
              {t('entries.search')}
            </label>
            <input id={searchId} type="search" className="cp-input cp-search" placeholder={t('entries.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
            <label htmlFor={statusId} className="cp-label-inline">
              {t('entries.status')}
            </label>
            <select id={statusId} className="cp-input cp-select cp-select-compact" value={status ?? ''} onChange={(e) => update({ status: e.target.value })}>
              <option value="">{t('entries.anyStatus')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
            <label htmlFor={perPageId} className="cp-label-inline">
              {t('entries.perPage')}
            </label>
            <select id={perPageId} className="cp-input cp-select cp-select-compact" value={perPage} onChange={(e) => update({ perPage: Number(e.target.value) === DEFAULT_PER_PAGE ? null : e.target.value })}>
              {PER_PAGE.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {isPending ? (
            <p className="cp-loading-inline">{t('shell.loading')}</p>
          ) : data.data.length === 0 ? (
            <div className="cp-empty">
              <p>{search || status ? t('entries.noneMatching') : t('entries.none')}</p>
            </div>
          ) : (
            <div className="cp-table-scroll">
              <table className="cp-table" aria-busy={isFetching || undefined}>
                <caption className="cp-visually-hidden">{t('entries.caption', { collection: collectionInfo?.title ?? collection, count: data.meta.total })}</caption>
                <thead>
                  <tr>
                    {sortHeader('title', t('entries.colTitle'))}
                    {sortHeader('slug', t('entries.colSlug'))}
                    {sortHeader('status', t('entries.colStatus'))}
                    {collectionInfo?.dated && sortHeader('date', t('entries.colDate'))}
                    {sortHeader('updated_at', t('entries.colUpdated'))}
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <Link to={`/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(row.id)}`} className="cp-row-link">
                          {row.title || t('entries.untitled')}
                        </Link>
                      </th>
                      <td className="cp-mono cp-muted">{row.slug}</td>
                      <td>
                        <StatusBadge status={row.status} />
                      </td>
                      {collectionInfo?.dated && <td className="cp-nowrap">{row.date ? format.date(row.date) : '—'}</td>}
                      <td className="cp-nowrap">
                        {row.updatedAt ? (
                          <>
                            <time dateTime={row.updatedAt} title={format.dateTime(row.updatedAt)}>
                              {format.relative(row.updatedAt)}
                            </time>
                            {row.updatedBy && <span className="cp-muted"> · {row.updatedBy.name}</span>}
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data && data.meta.lastPage > 1 && (
            <nav className="cp-pagination" aria-label={t('entries.pagination')}>
              <button type="button" className="cp-button" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('entries.previous')}
              </button>
              <span>{t('entries.pageOf', { page: data.meta.page, last: data.meta.lastPage })}</span>
              <button type="button" className="cp-button" disabled={page >= data.meta.lastPage} onClick={() => update({ page: String(page + 1) })}>
                {t('entries.next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </>
  );
}
