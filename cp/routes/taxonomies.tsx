/** `/cp/taxonomies`: every taxonomy whose terms the editor may see. */
import { Link } from 'react-router';
import { useFormat, useT } from '../i18n/i18n';
import { useTaxonomies } from '../lib/queries';
import { LoadError } from './not-found';

export function TaxonomiesRoute() {
  const t = useT();
  const format = useFormat();
  const { data, error, isPending } = useTaxonomies();
  if (error) return <LoadError error={error} />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('nav.taxonomies')}</h1>
      </header>
      {isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : data.data.length === 0 ? (
        <p className="cp-empty">{t('taxonomies.none')}</p>
      ) : (
        <div className="cp-card cp-card-flush">
          <table className="cp-table">
            <caption className="cp-visually-hidden">{t('nav.taxonomies')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('taxonomies.title')}</th>
                <th scope="col">{t('taxonomies.terms')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((taxonomy) => (
                <tr key={taxonomy.handle}>
                  <th scope="row">
                    <Link to={`/taxonomies/${encodeURIComponent(taxonomy.handle)}`} className="cp-row-link">
                      {taxonomy.title}
                    </Link>
                  </th>
                  <td>{format.number(taxonomy.terms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
