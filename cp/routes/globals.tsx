/** `/cp/globals`: every global set the editor may see. */
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { useGlobals } from '../lib/queries';
import { LoadError } from './not-found';

export function GlobalsRoute() {
  const t = useT();
  const { data, error, isPending } = useGlobals();
  if (error) return <LoadError error={error} />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('nav.globals')}</h1>
      </header>
      {isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : data.data.length === 0 ? (
        <p className="cp-empty">{t('globals.none')}</p>
      ) : (
        <div className="cp-card cp-card-flush">
          <table className="cp-table">
            <caption className="cp-visually-hidden">{t('nav.globals')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('globals.title')}</th>
                <th scope="col">{t('globals.handle')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((g) => (
                <tr key={g.handle}>
                  <th scope="row">
                    <Link to={`/globals/${encodeURIComponent(g.handle)}`} className="cp-row-link">
                      {g.title}
                    </Link>
                  </th>
                  <td className="cp-mono cp-muted">{g.handle}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
