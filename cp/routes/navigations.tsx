/** `/cp/navigation`: the navigations the editor may see (Statamic's Navigation screen), linking to their trees. */
import { Link } from 'react-router';
import { useFormat, useT } from '../i18n/i18n';
import { useNavigations } from '../lib/queries';
import { LoadError } from './not-found';

export function NavigationsRoute() {
  const t = useT();
  const format = useFormat();
  const { data, error, isPending } = useNavigations();
  if (error) return <LoadError error={error} />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('tree.navigation')}</h1>
      </header>
      {isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : data.data.length === 0 ? (
        <p className="cp-empty">{t('tree.noNavigations')}</p>
      ) : (
        <div className="cp-card cp-card-flush">
          <table className="cp-table">
            <caption className="cp-visually-hidden">{t('tree.navigation')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('collections.title')}</th>
                <th scope="col" className="cp-num">
                  {t('tree.levels')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((nav) => (
                <tr key={nav.handle}>
                  <th scope="row">
                    <Link to={`/navigation/${encodeURIComponent(nav.handle)}`} className="cp-row-link">
                      {nav.title}
                    </Link>
                  </th>
                  <td className="cp-num">{nav.maxDepth === null ? '—' : format.number(nav.maxDepth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
