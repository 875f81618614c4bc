/** `/cp/taxonomies/{taxonomy}?site=`: the taxonomy's terms in one site, searchable, with how many entries use each. */
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SiteSwitcher } from '../components/site-switcher';
import { useFormat, useT } from '../i18n/i18n';
import { useTerms } from '../lib/queries';
import { useSessionData } from '../lib/session';
import { LoadError } from './not-found';
import { useTypedSearch } from '../lib/typed-search';

export function TermsRoute() {
  const t = useT();
  const format = useFormat();
  const { taxonomy = '' } = useParams();
  const session = useSessionData();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const searchId = useId();
  const wantedSite = params.get('site') ?? '';
  const { data, error, isPending, isFetching } = useTerms(taxonomy, wantedSite, search);
  const site = data?.site ?? wantedSite;
  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const [typed, setTyped] = useTypedSearch(search, (text) => update('q', text));

  if (error) return <LoadError error={error} />;
  const info = data?.taxonomy;
  const defaultSite = info?.sites[0];
  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <p className="cp-breadcrumb">
            <Link to="/taxonomies">{t('nav.taxonomies')}</Link>
          </p>
          <h1 className="cp-page-title">{info?.title ?? taxonomy}</h1>
        </div>
        <div className="cp-page-actions">
          {info && <SiteSwitcher sites={session.sites} only={info.sites.filter((s) => session.user?.sites.includes(s) ?? true)} value={site} onChange={(s) => update('site', s)} />}
          {info?.can.create && defaultSite && session.user?.sites.includes(defaultSite) && (
            <Link to={`/taxonomies/${encodeURIComponent(taxonomy)}/terms/create`} className="cp-button cp-button-primary">
              {t('terms.create')}
            </Link>
          )}
        </div>
      </header>
      <div className="cp-card cp-card-flush">
        <div className="cp-list-tools" role="search">
          <label htmlFor={searchId} className="cp-visually-hidden">
            {t('terms.search')}
          </label>
          <input id={searchId} type="search" className="cp-input cp-search" placeholder={t('terms.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        {isPending ? (
          <p className="cp-loading-inline">{t('shell.loading')}</p>
        ) : data.data.length === 0 ? (
          <div className="cp-empty">
            <p>{search ? t('terms.noneMatching') : t('terms.none')}</p>
          </div>
        ) : (
          <div className="cp-table-scroll">
            <table className="cp-table" aria-busy={isFetching || undefined}>
              <caption className="cp-visually-hidden">{t('terms.caption', { taxonomy: info?.title ?? taxonomy, count: data.data.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('terms.colTitle')}</th>
                  <th scope="col">{t('terms.colSlug')}</th>
                  <th scope="col">{t('terms.colEntries')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((term) => (
                  <tr key={term.slug}>
                    <th scope="row">
                      <Link to={`/taxonomies/${encodeURIComponent(taxonomy)}/terms/${encodeURIComponent(term.slug)}?site=${encodeURIComponent(site)}`} className="cp-row-link">
                        {term.title}
                      </Link>
                      {!term.localized && <span className="cp-muted"> · {t('terms.inherited')}</span>}
                    </th>
                    <td className="cp-mono cp-muted">{term.slug}</td>
                    <td>{format.number(term.entries)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
