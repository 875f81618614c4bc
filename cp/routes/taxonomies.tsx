/** `/cp/taxonomies`: every taxonomy whose terms the editor may see. */
import { CountList } from '../components/count-list';
import { useT } from '../i18n/i18n';
import { useTaxonomies } from '../lib/queries';

export function TaxonomiesRoute() {
  const t = useT();
  const { data, error } = useTaxonomies();
  const rows = data?.data.map((taxonomy) => ({ key: taxonomy.handle, title: taxonomy.title, to: `/taxonomies/${encodeURIComponent(taxonomy.handle)}`, count: taxonomy.terms }));
  return <CountList title={t('nav.taxonomies')} empty={t('taxonomies.none')} nameHeader={t('taxonomies.title')} countHeader={t('taxonomies.terms')} rows={rows} error={error} />;
}
