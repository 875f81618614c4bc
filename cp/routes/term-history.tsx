/** `/cp/taxonomies/{taxonomy}/terms/{slug}/history?site=`: a term's versions in one site; a restore goes back to its form. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HistoryScreen } from '../components/history/history-screen';
import { SiteSwitcher } from '../components/site-switcher';
import { useT } from '../i18n/i18n';
import { termHistory } from '../lib/history';
import { keys, termPath } from '../lib/queries';
import { useSessionData } from '../lib/session';
import type { TermDocument } from '../shared/api';

export function TermHistoryRoute() {
  const t = useT();
  const { taxonomy = '', slug = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSessionData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const site = params.get('site') ?? session.user?.sites[0] ?? session.sites[0]?.handle ?? '';
  const form = `${termPath(taxonomy, slug)}?site=${encodeURIComponent(site)}`;
  return (
    <HistoryScreen
      key={site}
      target={termHistory(taxonomy, slug, site)}
      formPath={form}
      breadcrumb={<Link to="/taxonomies">{t('nav.taxonomies')}</Link>}
      headerExtra={<SiteSwitcher sites={session.sites} only={session.user?.sites} value={site} onChange={(s) => navigate(`${termPath(taxonomy, slug)}/history?site=${encodeURIComponent(s)}`)} />}
      onRestored={(document) => {
        client.setQueryData(keys.term(taxonomy, slug, site), document as TermDocument);
        // The other sites fall back to the first one, and the list shows titles.
        void client.invalidateQueries({ queryKey: ['term', taxonomy, slug], predicate: (q) => q.queryKey[3] !== site });
        void client.invalidateQueries({ queryKey: ['terms', taxonomy] });
        navigate(form);
      }}
    />
  );
}
