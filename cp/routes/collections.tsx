/** `/cp/collections`: every collection the editor may see, with its entry count, linking to its entries. */
import { Link } from 'react-router';
import { useFormat, useT } from '../i18n/i18n';
import { useCollections } from '../lib/queries';
import { LoadError } from './not-found';

export function CollectionsRoute() {
  const t = useT();
  const format = useFormat();
  const { data, error, isPending } = useCollections();
  if (error) return <LoadError error={error} />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{t('nav.collections')}</h1>
      </header>
      {isPending ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : data.data.length === 0 ? (
        <p className="cp-empty">{t('collections.none')}</p>
      ) : (
        <div className="cp-card cp-card-flush">
          <table className="cp-table">
            <caption className="cp-visually-hidden">{t('nav.collections')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('collections.title')}</th>
                <th scope="col" className="cp-num">
                  {t('collections.entries')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((c) => (
                <tr key={c.handle}>
                  <th scope="row">
                    <Link to={`/collections/${encodeURIComponent(c.handle)}`} className="cp-row-link">
                      {c.title}
                    </Link>
                  </th>
                  <td className="cp-num">{format.number(Object.values(c.counts).reduce((a, b) => a + b, 0))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
