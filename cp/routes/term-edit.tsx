/** `/cp/taxonomies/{taxonomy}/terms/{slug}?site=`: one term in one site; the taxonomy's first site is the origin the others fall back to. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDelete } from '../components/confirm-delete';
import { DISCARD_STATE } from '../components/delete-entry';
import type { FormInit } from '../components/publish-form/form-state';
import { PublishForm } from '../components/publish-form/publish-form';
import { SiteSwitcher } from '../components/site-switcher';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { ownValues } from '../lib/entry-form';
import { keys, termPath, useTerm } from '../lib/queries';
import { siteName, useSessionData } from '../lib/session';
import type { TermDocument, TermSaveRequest } from '../shared/api';
import { LoadError } from './not-found';

const termInit = (doc: TermDocument): FormInit => ({ values: doc.values, localized: doc.localized, meta: {}, version: doc.version });

export function TermEditRoute() {
  const t = useT();
  const { taxonomy = '', slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSessionData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const site = params.get('site') ?? session.user?.sites[0] ?? session.sites[0]?.handle ?? '';
  const { data: doc, error, isPending } = useTerm(taxonomy, slug, site);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  const title = String(doc.values.title || doc.originValues?.title || doc.slug);
  const listPath = `/taxonomies/${encodeURIComponent(taxonomy)}?site=${encodeURIComponent(doc.site)}`;

  return (
    <>
      <p className="cp-breadcrumb">
        <Link to="/taxonomies">{t('nav.taxonomies')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={listPath}>{doc.taxonomyTitle}</Link>
      </p>
      <PublishForm
        key={`${doc.taxonomy}/${doc.slug}/${doc.site}`}
        kind="term"
        title={title}
        blueprint={doc.blueprint}
        init={termInit(doc)}
        originValues={doc.originValues}
        originSiteName={doc.originSite ? siteName(session.sites, doc.originSite) : null}
        site={doc.site}
        readOnly={!doc.can.edit}
        headerExtra={<SiteSwitcher sites={session.sites} only={doc.sites.filter((s) => session.user?.sites.includes(s) ?? true)} value={doc.site} onChange={(s) => setParams({ site: s })} />}
        sidebar={() => (
          <div className="cp-card cp-sidebar-card">
            <p className="cp-help">{t('terms.usedBy', { count: doc.meta.entries })}</p>
            <Link to={`${termPath(taxonomy, doc.slug)}/history?site=${encodeURIComponent(doc.site)}`} className="cp-button cp-button-block">
              {t('history.open')}
            </Link>
            {doc.can.delete && (
              <ConfirmDelete
                kind="term"
                title={title}
                remove={async () => {
                  await api<null>(termPath(taxonomy, doc.slug), { method: 'DELETE', query: { version: doc.version } });
                  client.removeQueries({ queryKey: ['term', taxonomy, doc.slug] });
                  void client.invalidateQueries({ queryKey: ['terms', taxonomy] });
                  void client.invalidateQueries({ queryKey: keys.taxonomies });
                  navigate(listPath, { state: DISCARD_STATE });
                }}
              />
            )}
          </div>
        )}
        save={async (input) => {
          const body: TermSaveRequest = { version: input.version, values: ownValues(input.values, input.localized), ...(input.localized ? { localized: input.localized } : {}), ...(input.force ? { force: true } : {}) };
          const saved = await api<TermDocument>(termPath(taxonomy, doc.slug), { method: 'PUT', body, query: { site: doc.site } });
          client.setQueryData(keys.term(taxonomy, doc.slug, doc.site), saved);
          // The other sites fall back to the origin, and the lists show titles: both may hold what was there before.
          void client.invalidateQueries({ queryKey: ['term', taxonomy, doc.slug], predicate: (q) => q.queryKey[3] !== doc.site });
          void client.invalidateQueries({ queryKey: ['terms', taxonomy] });
          return termInit(saved);
        }}
        reload={async () => {
          const fresh = await api<TermDocument>(termPath(taxonomy, doc.slug), { query: { site: doc.site } });
          client.setQueryData(keys.term(taxonomy, doc.slug, doc.site), fresh);
          return termInit(fresh);
        }}
      />
    </>
  );
}
