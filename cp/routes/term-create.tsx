/** `/cp/taxonomies/{taxonomy}/terms/create`: a new term, in the taxonomy's first site (its file's own values); other sites then localize it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { PublishForm } from '../components/publish-form/publish-form';
import { useT } from '../i18n/i18n';
import { api } from '../lib/api';
import { keys, termsPath } from '../lib/queries';
import { siteName, useSessionData } from '../lib/session';
import type { BlueprintResponse, TermCreateRequest, TermDocument, TermsResponse } from '../shared/api';
import { LoadError } from './not-found';

export function TermCreateRoute() {
  const t = useT();
  const { taxonomy = '' } = useParams();
  const session = useSessionData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery({
    queryKey: ['term-blueprint', taxonomy],
    queryFn: ({ signal }) => api<BlueprintResponse>(`${termsPath(taxonomy)}/blueprint`, { signal }),
    staleTime: Infinity,
  });
  const list = useQuery({ queryKey: keys.terms(taxonomy, '', ''), queryFn: ({ signal }) => api<TermsResponse>(termsPath(taxonomy), { signal }) });
  if (error || list.error) return <LoadError error={error ?? list.error} />;
  if (isPending || list.isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  const info = list.data.taxonomy;
  const site = info.sites[0]!;

  return (
    <>
      <p className="cp-breadcrumb">
        <Link to="/taxonomies">{t('nav.taxonomies')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/taxonomies/${encodeURIComponent(taxonomy)}`}>{info.title}</Link>
      </p>
      <PublishForm
        kind="term"
        title={t('terms.createTitle', { taxonomy: info.title })}
        blueprint={data.blueprint}
        init={{ values: data.values, localized: null, meta: {}, version: '' }}
        originValues={null}
        originSiteName={null}
        site={site}
        readOnly={!info.can.create}
        headerExtra={session.sites.length > 1 ? <span className="cp-site-pill">{siteName(session.sites, site)}</span> : null}
        save={async (input) => {
          const body: TermCreateRequest = { values: input.values };
          const created = await api<TermDocument>(termsPath(taxonomy), { method: 'POST', body, query: { site } });
          client.setQueryData(keys.term(taxonomy, created.slug, created.site), created);
          void client.invalidateQueries({ queryKey: ['terms', taxonomy] });
          void client.invalidateQueries({ queryKey: keys.taxonomies });
          navigate(`/taxonomies/${encodeURIComponent(taxonomy)}/terms/${encodeURIComponent(created.slug)}?site=${encodeURIComponent(created.site)}`, { replace: true });
          return { values: created.values, localized: null, meta: {}, version: created.version };
        }}
        reload={() => Promise.reject(new Error('A new term has nothing to reload'))}
      />
    </>
  );
}
