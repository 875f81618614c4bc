/** Choosing the site (language) a list or a form shows: a native select, only where there is more than one. */
import { useId } from 'react';
import { useT } from '../i18n/i18n';
import type { CpSite } from '../shared/api';

export interface SiteSwitcherProps {
  sites: CpSite[];
  /** Only these handles (the collection's or the global's sites the editor may see). */
  only?: string[];
  value: string;
  onChange(site: string): void;
}

export function SiteSwitcher({ sites, only, value, onChange }: SiteSwitcherProps) {
  const t = useT();
  const id = useId();
  const shown = only ? sites.filter((s) => only.includes(s.handle)) : sites;
  if (shown.length < 2) return null;
  return (
    <div className="cp-site-switcher">
      <label htmlFor={id} className="cp-label-inline">
        {t('site.label')}
      </label>
      <select id={id} className="cp-input cp-select cp-select-compact" value={value} onChange={(e) => onChange(e.target.value)}>
        {shown.map((site) => (
          <option key={site.handle} value={site.handle}>
            {site.name}
          </option>
        ))}
      </select>
    </div>
  );
}
