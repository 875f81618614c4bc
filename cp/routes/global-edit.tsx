/** `/cp/globals/{handle}?site=`: one global set in one site, with the site switcher and the origin fallback. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PublishForm } from '../components/publish-form/publish-form';
import type { FormInit } from '../components/publish-form/form-state';
import { SiteSwitcher } from '../components/site-switcher';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { ownValues } from '../lib/entry-form';
import { globalPath, keys, useGlobal } from '../lib/queries';
import { siteName, useSessionData } from '../lib/session';
import type { GlobalDocument, GlobalSaveRequest } from '../shared/api';
import { LoadError } from './not-found';

const globalInit = (doc: GlobalDocument): FormInit => ({ values: doc.values, localized: doc.localized, meta: {}, version: doc.version });

export function GlobalEditRoute() {
  const t = useT();
  const { handle = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSessionData();
  const client = useQueryClient();
  const site = params.get('site') ?? session.user?.sites[0] ?? session.sites[0]?.handle ?? '';
  const { data: doc, error, isPending } = useGlobal(handle, site);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;

  return (
    <>
      <p className="cp-breadcrumb">
        <Link to="/globals">{t('nav.globals')}</Link>
      </p>
      <PublishForm
        key={`${doc.handle}/${doc.site}`}
        kind="global"
        title={doc.title}
        blueprint={doc.blueprint}
        init={globalInit(doc)}
        originValues={doc.originValues}
        originSiteName={doc.originSite ? siteName(session.sites, doc.originSite) : null}
        site={doc.site}
        readOnly={!doc.can.edit}
        headerExtra={
          <>
            <SiteSwitcher sites={session.sites} only={doc.sites.filter((s) => session.user?.sites.includes(s) ?? true)} value={doc.site} onChange={(s) => setParams({ site: s })} />
            <Link to={`${globalPath(handle)}/history?site=${encodeURIComponent(doc.site)}`} className="cp-button">
              {t('history.open')}
            </Link>
          </>
        }
        save={async (input) => {
          const body: GlobalSaveRequest = { version: input.version, values: ownValues(input.values, input.localized), ...(input.localized ? { localized: input.localized } : {}), ...(input.force ? { force: true } : {}) };
          const saved = await api<GlobalDocument>(globalPath(handle), { method: 'PUT', body, query: { site: doc.site } });
          client.setQueryData(keys.global(handle, doc.site), saved);
          // The other sites fall back to this one: their loaded forms hold the values from before.
          void client.invalidateQueries({ queryKey: ['global', handle], predicate: (q) => q.queryKey[2] !== doc.site });
          return globalInit(saved);
        }}
        reload={async () => {
          const fresh = await api<GlobalDocument>(globalPath(handle), { query: { site: doc.site } });
          client.setQueryData(keys.global(handle, doc.site), fresh);
          return globalInit(fresh);
        }}
      />
    </>
  );
}
