/** `/cp/assets`: the asset containers the editor may view, with their file counts; with only one, its library at once (as Statamic does). */
import { Navigate } from 'react-router';
import { CountList } from '../components/count-list';
import { useT } from '../i18n/i18n';
import { browseUrl, useAssetContainers } from '../lib/asset-library';

export function AssetsRoute() {
  const t = useT();
  const { data, error } = useAssetContainers();
  if (data?.data.length === 1) return <Navigate to={browseUrl(data.data[0]!.handle)} replace />;
  const rows = data?.data.map((c) => ({ key: c.handle, title: c.title, to: browseUrl(c.handle), count: c.count }));
  return <CountList title={t('assets.title')} caption={t('assets.containers')} empty={t('assets.noContainers')} nameHeader={t('assets.colContainer')} countHeader={t('assets.colFiles')} rows={rows} error={error} />;
}
