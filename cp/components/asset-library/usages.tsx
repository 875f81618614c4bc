/** Where an asset is used: entries, globals, navigations and terms, per site, each linked to its form when the editor may open it. */
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { siteName, useSites } from '../../lib/session';
import type { AssetUsage } from '../../shared/asset-library';

// The dashboard's words for the kinds of item.
const KINDS = { entry: 'dashboard.kindEntry', global: 'dashboard.kindGlobal', navigation: 'dashboard.kindNavigation', term: 'dashboard.kindTerm' } as const;

export function UsageList({ usages, label }: { usages: AssetUsage[]; label: string }) {
  const t = useT();
  const sites = useSites();
  return (
    <ul className="cp-usages" aria-label={label}>
      {usages.map((usage, i) => (
        <li key={`${usage.kind}-${usage.editUrl ?? usage.title}-${usage.site}-${i}`}>
          {usage.editUrl ? (
            <Link to={usage.editUrl.replace(/^\/cp(?=\/)/, '')}>{usage.title}</Link>
          ) : (
            <span>{usage.title}</span>
          )}
          <span className="cp-usages__where">
            {t(KINDS[usage.kind])} · {siteName(sites, usage.site)}
          </span>
        </li>
      ))}
    </ul>
  );
}
