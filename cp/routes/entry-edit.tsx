/** `/cp/collections/{collection}/entries/{id}`: one entry's form (one site's localization). */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteEntry } from '../components/delete-entry';
import { EntrySidebar } from '../components/entry-sidebar';
import { entryPreview } from '../components/live-preview/entry-preview';
import { PublishForm } from '../components/publish-form/publish-form';
import { useToast } from '../components/toast';
import { useT } from '../i18n/i18n';
import { api, ApiRequestError } from '../lib/api';
import { entryInit, entrySaveRequest, findField, sidebarFields } from '../lib/entry-form';
import { entryPath, keys, useCollections, useEntry } from '../lib/queries';
import { siteName, useSessionData } from '../lib/session';
import type { EntryCreateRequest, EntryDocument } from '../shared/api';
import { LoadError } from './not-found';

export function EntryEditRoute() {
  const t = useT();
  const { collection = '', id = '' } = useParams();
  const session = useSessionData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const collections = useCollections();
  const { data: doc, error, isPending } = useEntry(collection, id);
  const [creating, setCreating] = useState<string | null>(null);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;

  const info = collections.data?.data.find((c) => c.handle === collection);
  const dated = info?.dated ?? doc.meta.date !== null;
  const originSite = doc.localized ? doc.localizations.find((l) => l.id === doc.originId)?.site ?? doc.localizations.find((l) => l.origin)?.site : null;
  const title = (doc.localized && !doc.localized.includes('title') ? doc.originValues?.title : doc.values.title) as string | undefined;

  const createLocalization = async (site: string) => {
    setCreating(site);
    try {
      const body: EntryCreateRequest = { site, origin: doc.originId ?? doc.id, values: {}, localized: [], published: doc.meta.published };
      const created = await api<EntryDocument>(`/collections/${encodeURIComponent(collection)}/entries`, { method: 'POST', body });
      client.setQueryData(keys.entry(collection, created.id), created);
      void client.invalidateQueries({ queryKey: keys.entry(collection, doc.id) });
      navigate(`/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(created.id)}`);
    } catch (failure) {
      toast(failure instanceof ApiRequestError ? failure.message : t('error.generic'), 'error');
    } finally {
      setCreating(null);
    }
  };

  return (
    <>
      <p className="cp-breadcrumb">
        <Link to="/collections">{t('nav.collections')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/collections/${encodeURIComponent(collection)}?site=${encodeURIComponent(doc.site)}`}>{info?.title ?? collection}</Link>
      </p>
      <PublishForm
        key={doc.id}
        kind="entry"
        title={title || t('entries.untitled')}
        blueprint={doc.blueprint}
        init={entryInit(doc)}
        originValues={doc.originValues}
        originSiteName={originSite ? siteName(session.sites, originSite) : null}
        site={doc.site}
        readOnly={!doc.can.edit}
        sidebarFields={sidebarFields(doc.blueprint, dated)}
        headerExtra={session.sites.length > 1 ? <span className="cp-site-pill">{siteName(session.sites, doc.site)}</span> : null}
        save={async (input) => {
          const saved = await api<EntryDocument>(entryPath(collection, doc.id), { method: 'PUT', body: entrySaveRequest(input, dated) });
          client.setQueryData(keys.entry(collection, doc.id), saved);
          void client.invalidateQueries({ queryKey: ['entries', collection] });
          // Its localizations inherit from it (and it from its origin): their loaded forms hold the values from before.
          void client.invalidateQueries({ queryKey: ['entry', collection], predicate: (q) => q.queryKey[2] !== doc.id });
          return entryInit(saved);
        }}
        reload={async () => {
          const fresh = await api<EntryDocument>(entryPath(collection, doc.id));
          client.setQueryData(keys.entry(collection, doc.id), fresh);
          return entryInit(fresh);
        }}
        preview={entryPreview({
          hasPages: info?.hasPages,
          item: { collection, id: doc.id, site: doc.site },
          dated,
          title: (state) => String((state.localized && !state.localized.includes('title') ? doc.originValues?.title : state.values.title) || t('entries.untitled')),
        })}
        sidebar={(form) => (
          <>
            <EntrySidebar
              form={form}
              collection={collection}
              dated={dated}
              slugField={findField(doc.blueprint, 'slug')}
              dateField={findField(doc.blueprint, 'date')}
              canPublish={doc.can.publish}
              document={doc}
              sites={session.sites}
              onCreateLocalization={info?.canCreate !== false ? (site) => void createLocalization(site) : undefined}
              creating={creating}
            />
            <Link to={`${entryPath(collection, doc.id)}/history`} className="cp-button cp-button-block">
              {t('history.open')}
            </Link>
            <DeleteEntry document={doc} title={title || t('entries.untitled')} />
          </>
        )}
      />
    </>
  );
}
