/** `/cp/navigation/{nav}?site=`: one navigation's tree in one site, with the site switcher. */
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadedTree } from '../components/tree-editor/loaded-tree';
import { SiteSwitcher } from '../components/site-switcher';
import { useT } from '../i18n/i18n';
import { useNavigations } from '../lib/queries';
import { useSessionData } from '../lib/session';
import { LoadError } from './not-found';

export function NavigationEditRoute() {
  const t = useT();
  const { nav = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSessionData();
  const { data, error } = useNavigations();
  if (error) return <LoadError error={error} />;
  const info = data?.data.find((n) => n.handle === nav);
  const site = params.get('site') ?? (info?.sites.find((s) => session.user?.sites.includes(s)) ?? session.user?.sites[0] ?? '');
  return (
    <>
      <header className="cp-page-header">
        <div className="cp-page-title-row">
          <p className="cp-breadcrumb">
            <Link to="/navigation">{t('tree.navigation')}</Link>
          </p>
          <h1 className="cp-page-title">{info?.title ?? nav}</h1>
        </div>
        <div className="cp-page-actions">{info && <SiteSwitcher sites={session.sites} only={info.sites} value={site} onChange={(s) => setParams({ site: s })} />}</div>
      </header>
      {/* A navigation the editor may not open is not listed: its tree's answer says why (the permission, or that it does not exist). */}
      {data && <LoadedTree kind="navigation" handle={nav} site={site} />}
    </>
  );
}
