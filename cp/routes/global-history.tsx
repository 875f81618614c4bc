/** `/cp/globals/{handle}/history?site=`: a global set's versions in one site; a restore goes back to its form. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HistoryScreen } from '../components/history/history-screen';
import { SiteSwitcher } from '../components/site-switcher';
import { useT } from '../i18n/i18n';
import { globalHistory } from '../lib/history';
import { globalPath, keys } from '../lib/queries';
import { useSessionData } from '../lib/session';
import type { GlobalDocument } from '../shared/api';

export function GlobalHistoryRoute() {
  const t = useT();
  const { handle = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSessionData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const site = params.get('site') ?? session.user?.sites[0] ?? session.sites[0]?.handle ?? '';
  const form = `${globalPath(handle)}?site=${encodeURIComponent(site)}`;
  return (
    <HistoryScreen
      key={site}
      target={globalHistory(handle, site)}
      formPath={form}
      breadcrumb={<Link to="/globals">{t('nav.globals')}</Link>}
      headerExtra={<SiteSwitcher sites={session.sites} only={session.user?.sites} value={site} onChange={(s) => navigate(`${globalPath(handle)}/history?site=${encodeURIComponent(s)}`)} />}
      onRestored={(document) => {
        client.setQueryData(keys.global(handle, site), document as GlobalDocument);
        void client.invalidateQueries({ queryKey: ['global', handle], predicate: (q) => q.queryKey[2] !== site });
        navigate(form);
      }}
    />
  );
}
