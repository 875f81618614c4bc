/** `/cp/collections/{collection}/entries/create/{site}`: a new entry from the collection's blueprint. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { EntrySidebar } from '../components/entry-sidebar';
import { entryPreview } from '../components/live-preview/entry-preview';
import { PublishForm } from '../components/publish-form/publish-form';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { entryCreateRequest, entryInit, findField, sidebarFields } from '../lib/entry-form';
import { keys, useCollections } from '../lib/queries';
import { siteName, useSessionData } from '../lib/session';
import type { BlueprintResponse, EntryDocument } from '../shared/api';
import { LoadError } from './not-found';

export function EntryCreateRoute() {
  const t = useT();
  const { collection = '', site = '' } = useParams();
  const session = useSessionData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const collections = useCollections();
  const { data, error, isPending } = useQuery({
    queryKey: ['blueprint', collection, site],
    queryFn: ({ signal }) => api<BlueprintResponse>(`/collections/${encodeURIComponent(collection)}/blueprint`, { signal, query: { site } }),
    staleTime: Infinity,
  });
  if (error) return <LoadError error={error} />;
  if (isPending || collections.isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  const info = collections.data?.data.find((c) => c.handle === collection);
  const dated = info?.dated ?? false;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <p className="cp-breadcrumb">
        <Link to="/collections">{t('nav.collections')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/collections/${encodeURIComponent(collection)}?site=${encodeURIComponent(site)}`}>{info?.title ?? collection}</Link>
      </p>
      <PublishForm
        kind="entry"
        title={t('entries.createTitle', { collection: info?.title ?? collection })}
        blueprint={data.blueprint}
        init={{ values: data.values, localized: null, meta: { slug: null, date: dated ? today : null, published: false }, version: '' }}
        originValues={null}
        originSiteName={null}
        site={site}
        readOnly={info?.canCreate === false}
        sidebarFields={sidebarFields(data.blueprint, dated)}
        headerExtra={session.sites.length > 1 ? <span className="cp-site-pill">{siteName(session.sites, site)}</span> : null}
        save={async (input) => {
          const created = await api<EntryDocument>(`/collections/${encodeURIComponent(collection)}/entries`, { method: 'POST', body: entryCreateRequest(input, site, dated) });
          client.setQueryData(keys.entry(collection, created.id), created);
          void client.invalidateQueries({ queryKey: ['entries', collection] });
          navigate(`/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(created.id)}`, { replace: true });
          return entryInit(created);
        }}
        reload={() => Promise.reject(new Error('A new entry has nothing to reload'))}
        preview={entryPreview({ hasPages: info?.hasPages, item: { collection, id: null, site }, dated, title: (state) => String(state.values.title || t('entries.untitled')) })}
        sidebar={(form) => (
          <EntrySidebar
            form={form}
            collection={collection}
            dated={dated}
            slugField={findField(data.blueprint, 'slug')}
            dateField={findField(data.blueprint, 'date')}
            canPublish={session.user?.super === true || (session.user?.permissions.includes(`publish ${collection} entries`) ?? false)}
            document={null}
            sites={session.sites}
          />
        )}
      />
    </>
  );
}
