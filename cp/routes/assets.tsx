/** `/cp/assets`: the asset containers the editor may view, with their file counts; with only one, its library at once (as Statamic does). */
import { Link, Navigate } from 'react-router';
import { useFormat, useT } from '../i18n/i18n';
import { browseUrl, useAssetContainers } from '../lib/asset-library';
import { LoadError } from './not-found';

export function AssetsRoute() {
  const t = useT();
  const format = useFormat();
  const { data, error, isPending } = useAssetContainers();
  if (error) return <LoadError error={error} />;
  if (data?.data.length === 1) return <Navigate to={browseUrl(data.data[0]!.handle)} replace />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('assets.title')}</h1>
      </header>
      {isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : data.data.length === 0 ? (
        <p className="cp-empty">{t('assets.noContainers')}</p>
      ) : (
        <div className="cp-card cp-card-flush">
          <table className="cp-table">
            <caption className="cp-visually-hidden">{t('assets.containers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('assets.colContainer')}</th>
                <th scope="col" className="cp-num">
                  {t('assets.colFiles')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((c) => (
                <tr key={c.handle}>
                  <th scope="row">
                    <Link to={browseUrl(c.handle)} className="cp-row-link">
                      {c.title}
                    </Link>
                  </th>
                  <td className="cp-num">{format.number(c.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
