import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import type { Crumb } from './structured-data.server';

/** The visible trail above a page's title (its schema.org BreadcrumbList comes with the page's JSON-LD, from the loader). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb.label')}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}:${crumb.url}`}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.url}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
