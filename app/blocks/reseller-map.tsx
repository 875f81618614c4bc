import { useId, useMemo, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n';
import { ExternalIcon } from '../components/ui/icons';
import { GlobeSmallIcon, PinIcon } from './icons';
import type { Reseller, ResellerMapBlock } from './types';

/**
 * Resellers as cards with a country filter. (The map itself comes later; the coordinates
 * are in the view model.) Without JavaScript every reseller is listed.
 */
export function ResellerMap({ block }: { block: ResellerMapBlock }) {
  const t = useT();
  const { lang } = useLocale();
  const selectId = useId();
  const [country, setCountry] = useState('');

  const countryName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [lang]);

  const countries = useMemo(() => {
    const collator = new Intl.Collator(lang);
    return [...new Set(block.resellers.map((r) => r.country))]
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [block.resellers, countryName, lang]);

  // In the order the content lists them (editors put the nearest first).
  const shown = block.resellers.map((reseller, index) => ({ reseller, index })).filter(({ reseller }) => !country || reseller.country === country);

  return (
    <section className="block resellers">
      <div className="container">
        <div className="resellers__bar">
          {block.heading ? <h2 className="block__heading resellers__heading">{block.heading}</h2> : null}
          <div className="resellers__filter">
            <label htmlFor={selectId}>{t('resellers.country')}</label>
            <select id={selectId} className="resellers__select" value={country} onChange={(event) => setCountry(event.target.value)}>
              <option value="">{t('resellers.allCountries')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="resellers__count" role="status">
          {t('resellers.count', { count: shown.length })}
        </p>
        <ul className="resellers__grid" role="list">
          {shown.map(({ reseller, index }) => (
            <Card key={`${reseller.name}-${index}`} reseller={reseller} countryName={countryName(reseller.country)} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Card({ reseller, countryName }: { reseller: Reseller; countryName: string }) {
  const t = useT();
  return (
    <li className="reseller">
      <p className={`reseller__type reseller__type--${reseller.type}`}>
        {reseller.type === 'online' ? <GlobeSmallIcon width="16" height="16" /> : <PinIcon width="16" height="16" />}
        {t(reseller.type === 'online' ? 'resellers.online' : 'resellers.local')}
      </p>
      <h3 className="reseller__name">{reseller.name}</h3>
      <p className="reseller__place">
        {reseller.city ? <span>{reseller.city}</span> : null}
        {reseller.city ? <span aria-hidden="true"> · </span> : null}
        <span>{countryName}</span>
      </p>
      {reseller.website ? (
        <a className="reseller__website" href={reseller.website} target="_blank" rel="noopener">
          {hostOf(reseller.website)}
          <ExternalIcon />
          <span className="visually-hidden">
            {' '}
            ({t('resellers.website')}: {reseller.name}) {t('shell.newTab')}
          </span>
        </a>
      ) : null}
    </li>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
