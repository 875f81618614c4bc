import { Link } from 'react-router';
import { JsonLd } from '../components/json-ld';
import { useT } from '../i18n/i18n';
import { breadcrumbListLd, type Crumb } from './structured-data';

/** The visible trail above a page's title and the same trail as a schema.org BreadcrumbList. */
export function Breadcrumbs({ crumbs, origin }: { crumbs: Crumb[]; origin: string }) {
  const t = useT();
  if (crumbs.length === 0) return null;
  return (
    <>
      <nav className="breadcrumbs" aria-label={t('breadcrumb.label')}>
        <ol>
          {crumbs.map((crumb, i) => (
            <li key={`${i}:${crumb.url}`}>
              {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.url}>{crumb.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbListLd(crumbs, origin)} />
    </>
  );
}
