/**
 * A screen listing things by name with a count beside each (collections and their entries,
 * taxonomies and their terms, asset containers and their files): the page title, then a
 * loading line, an empty note or the table whose names link to each thing.
 */
import { Link } from 'react-router';
import { useFormat, useT } from '../i18n/i18n';
import { LoadError } from '../routes/not-found';

export interface CountRow {
  key: string;
  title: string;
  to: string;
  count: number;
}

interface CountListProps {
  title: string;
  /** The table's name for screen readers, when it is not the title. */
  caption?: string;
  empty: string;
  nameHeader: string;
  countHeader: string;
  /** The query's state: rows once loaded. */
  rows: CountRow[] | undefined;
  error: Error | null;
}

export function CountList({ title, caption = title, empty, nameHeader, countHeader, rows, error }: CountListProps) {
  const t = useT();
  const format = useFormat();
  if (error) return <LoadError error={error} />;
  return (
    <>
      <header className="cp-page-header">
        <h1 className="cp-page-title">{title}</h1>
      </header>
      {rows === undefined ? (
        <p className="cp-loading-inline">{t('shell.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="cp-empty">{empty}</p>
      ) : (
        <div className="cp-card cp-card-flush">
          <table className="cp-table">
            <caption className="cp-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                <th scope="col" className="cp-num">
                  {countHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <Link to={row.to} className="cp-row-link">
                      {row.title}
                    </Link>
                  </th>
                  <td className="cp-num">{format.number(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
