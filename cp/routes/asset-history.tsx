/** `/cp/assets/browse/{container}/{path}/history`: the versions of an asset's meta file (alt text, title, focal point); a restore goes back to its editor. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { HistoryScreen } from '../components/history/history-screen';
import { assetEditUrl, assetHistory, browseUrl, folderOf } from '../lib/asset-library';

export function AssetHistoryRoute({ container, path }: { container: string; path: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = assetEditUrl(container, path);
  const folder = folderOf(path);
  return (
    <HistoryScreen
      target={assetHistory(container, path)}
      formPath={form}
      breadcrumb={
        <>
          <Link to={browseUrl(container, folder)}>{folder || container}</Link>
          <span aria-hidden="true"> / </span>
          <Link to={form}>{path.slice(path.lastIndexOf('/') + 1)}</Link>
        </>
      }
      onRestored={() => {
        // The editor reloads every site's values: a restore may change the origin's and the localizations' at once.
        client.removeQueries({ queryKey: ['asset', container, path] });
        void client.invalidateQueries({ queryKey: ['asset-library', container] });
        navigate(form);
      }}
    />
  );
}
