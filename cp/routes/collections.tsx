/** `/cp/collections`: every collection the editor may see, with its entry count, linking to its entries. */
import { CountList } from '../components/count-list';
import { useT } from '../i18n/i18n';
import { useCollections } from '../lib/queries';

export function CollectionsRoute() {
  const t = useT();
  const { data, error } = useCollections();
  const rows = data?.data.map((c) => ({ key: c.handle, title: c.title, to: `/collections/${encodeURIComponent(c.handle)}`, count: Object.values(c.counts).reduce((a, b) => a + b, 0) }));
  return <CountList title={t('nav.collections')} empty={t('collections.none')} nameHeader={t('collections.title')} countHeader={t('collections.entries')} rows={rows} error={error} />;
}
