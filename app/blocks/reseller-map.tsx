import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n';
import { ExternalIcon } from '../components/ui/icons';
import { useConsent } from '../embeds/consent';
import { ConsentNotice } from '../embeds/consent-notice';
import type { MapPlace, ResellerMapController } from '../embeds/google-map';
import { prefersReducedMotion } from '../embeds/motion';
import { GlobeSmallIcon, PinIcon } from './icons';
import type { Reseller, ResellerMapBlock } from './types';
import { BlockSection } from './block-section';

/**
 * Resellers as a list with a country filter and, when a maps key is configured and the
 * visitor has agreed to load it, a Google map with a marker per reseller. Picking a reseller
 * in the list focuses its marker; picking a marker highlights and focuses its card. The list
 * works on its own: without a key, before consent, while the map loads and if it fails.
 * Without JavaScript every reseller is listed.
 */
export function ResellerMap({ block }: { block: ResellerMapBlock }) {
  const t = useT();
  const { lang } = useLocale();
  const selectId = useId();
  const [country, setCountry] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLLIElement>());
  const countryName = useCountryNames(lang);

  const countries = useMemo(() => {
    const collator = new Intl.Collator(lang);
    return [...new Set(block.resellers.map((r) => r.country))]
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [block.resellers, countryName, lang]);

  // In the order the content lists them (editors put the nearest first).
  const shown = useMemo(
    () => block.resellers.map((reseller, index) => ({ reseller, index })).filter(({ reseller }) => !country || reseller.country === country),
    [block.resellers, country],
  );

  const map = useResellerMap(block, shown, (index) => {
    // A marker was picked: its card is highlighted, brought into view and focused.
    setSelected(index);
    const card = cards.current.get(index);
    card?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    card?.focus({ preventScroll: true });
  });

  const showOnMap = (index: number) => {
    setSelected(index);
    map.focus(index);
  };


  return (
    <BlockSection heading={Boolean(block.heading)} className={`block resellers${block.map ? ' resellers--with-map' : ''}`}>
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
        <div className="resellers__layout">
          {block.map ? map.panel : null}
          <ul className="resellers__grid" role="list">
            {shown.map(({ reseller, index }) => (
              <Card
                key={`${reseller.name}-${index}`}
                ref={(element) => {
                  if (element) cards.current.set(index, element);
                  else cards.current.delete(index);
                }}
                reseller={reseller}
                countryName={countryName(reseller.country)}
                selected={selected === index}
                onShowOnMap={map.ready && reseller.lat !== null && reseller.lng !== null ? () => showOnMap(index) : null}
              />
            ))}
          </ul>
        </div>
      </div>
    </BlockSection>
  );
}

type MapResult = { attempt: number; status: 'ready' | 'failed' };

/**
 * The map side of the block: the consent notice, then the map (its own chunk, loaded after
 * consent), a loading line, or the failure message with a retry. Returns the panel to render
 * and what the list needs: whether the map is ready and how to focus a marker.
 */
function useResellerMap(block: ResellerMapBlock, shown: { index: number }[], onSelect: (index: number) => void) {
  const t = useT();
  const [consented, setConsent] = useConsent('maps');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<MapResult | null>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const controller = useRef<ResellerMapController | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  const config = block.map;
  const active = config !== null && consented;
  const status = !active ? 'off' : result?.attempt === attempt ? result.status : 'loading';

  useEffect(() => {
    const container = canvas.current;
    if (!active || !container) return;
    let cancelled = false;
    let mounted: ResellerMapController | null = null;
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error('Failed to load the reseller map:', error);
      setResult({ attempt, status: 'failed' });
    };
    const places: MapPlace[] = block.resellers.flatMap((r, index) => (r.lat !== null && r.lng !== null ? [{ index, name: r.name, lat: r.lat, lng: r.lng }] : []));
    import('../embeds/google-map')
      .then(({ mountResellerMap }) =>
        mountResellerMap(container, {
          config,
          places,
          onSelect: (index) => select.current(index),
          onAuthFailure: () => fail(new Error('The maps key was refused (gm_authFailure)')),
        }),
      )
      .then((map) => {
        if (cancelled) return map.dispose();
        mounted = map;
        controller.current = map;
        setResult({ attempt, status: 'ready' });
      }, fail);
    return () => {
      cancelled = true;
      mounted?.dispose();
      controller.current = null;
    };
  }, [active, attempt, config, block.resellers]);

  // The country filter applies to the markers too.
  // `shown` is memoised on the resellers and the country: it changes only with the filter.
  useEffect(() => {
    if (status === 'ready') controller.current?.show(shown.map((s) => s.index));
  }, [status, shown]);

  const panel = (
    <div ref={panelRef} className="resellers__map">
      <div ref={canvas} className="resellers__canvas" role="region" aria-label={t('maps.label')} hidden={status !== 'ready' && status !== 'loading'} />
      {status === 'off' ? <ConsentNotice icon={<PinIcon width="28" height="28" />} text={t('maps.notice')} action={t('maps.load')} onAccept={() => setConsent(true)} /> : null}
      {status === 'loading' ? (
        <p className="resellers__map-status" role="status">
          {t('maps.loading')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className="resellers__map-failed" role="alert">
          <p>{t('maps.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('maps.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );

  const focus = (index: number) => {
    controller.current?.focus(index);
    // Narrow screens put the map above the list: bring it back into view (wide ones keep it beside the list).
    panelRef.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return { panel, ready: status === 'ready', focus };
}

function useCountryNames(lang: string): (code: string) => string {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [lang]);
}

function Card({
  ref,
  reseller,
  countryName,
  selected,
  onShowOnMap,
}: {
  ref: (element: HTMLLIElement | null) => void;
  reseller: Reseller;
  countryName: string;
  selected: boolean;
  onShowOnMap: (() => void) | null;
}) {
  const t = useT();
  return (
    <li ref={ref} className="reseller" aria-current={selected ? 'true' : undefined} tabIndex={-1}>
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
      <div className="reseller__actions">
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
        {onShowOnMap ? (
          <button type="button" className="reseller__show" onClick={onShowOnMap}>
            <PinIcon width="16" height="16" />
            {t('resellers.showOnMap')}
            <span className="visually-hidden">: {reseller.name}</span>
          </button>
        ) : null}
      </div>
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
