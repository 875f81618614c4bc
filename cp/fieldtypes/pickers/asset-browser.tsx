/**
 * The assets field's browser: a modal dialog (native `<dialog>`: focus kept inside, Escape
 * closes, focus back where it was) listing a container's folder (GET /cp/api/assets/{container})
 * as a grid of thumbnails, with a search across the container.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat, useT } from '../../i18n/i18n';
import type { AssetItem, AssetsResponse } from '../../shared/api';
import { api } from '../../lib/api';
import { IconButton } from '../icon-button';
import { Icon } from '../icons';

export interface AssetBrowserProps {
  container: string;
  site: string;
  onPick(asset: AssetItem): void;
  onClose(): void;
}

export function AssetBrowser({ container, site, onPick, onClose }: AssetBrowserProps) {
  const t = useT();
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [folder, setFolder] = useState('');
  const [q, setQ] = useState('');
  const [listing, setListing] = useState<AssetsResponse | null>(null);
  const [error, setError] = useState('');
  const grid = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // Opening a folder removes the button that had the focus: it moves to the folder's first item.
  const moved = useRef(false);
  const open = (next: string) => {
    moved.current = true;
    setFolder(next);
  };

  useEffect(() => {
    const d = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal?.();
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<AssetsResponse>(`/assets/${encodeURIComponent(container)}`, { query: { folder, q, site }, signal: controller.signal }).then(
        (res) => {
          setListing(res);
          setError('');
        },
        (e: unknown) => !controller.signal.aborted && setError(e instanceof Error ? e.message : t('assets.listFailed')),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [container, folder, q, site, t]);

  useEffect(() => {
    if (!moved.current || !listing) return;
    moved.current = false;
    (grid.current?.querySelector('button') ?? search.current)?.focus();
  }, [listing]);

  const empty = listing !== null && listing.data.length === 0 && listing.folders.length === 0;
  return (
    <dialog ref={dialog} className="cp-asset-browser" aria-labelledby={titleId} onClose={onClose}>
      <div className="cp-asset-browser__head">
        <h2 id={titleId} className="cp-asset-browser__title">
          {t('assets.browserTitle')}
        </h2>
        <IconButton icon="close" label={t('assets.close')} onClick={() => dialog.current?.close()} />
      </div>
      <div className="cp-asset-browser__bar">
        <span className="cp-asset-browser__search">
          <Icon name="search" size={16} />
          <input ref={search} type="search" className="cp-input" aria-label={t('assets.search')} placeholder={t('assets.search')} value={q} onChange={(e) => setQ(e.target.value)} />
        </span>
        {folder && !q && (
          <>
            <button type="button" className="cp-button" onClick={() => open(folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '')}>
              <Icon name="folderUp" size={16} />
              {t('assets.upFolder')}
            </button>
            <span className="cp-asset-browser__path cp-mono">{`${container}/${folder}`}</span>
          </>
        )}
      </div>
      {error && (
        <p className="cp-alert" role="alert">
          {error}
        </p>
      )}
      <div className="cp-asset-browser__body" aria-busy={listing === null}>
        {listing === null && !error && <p className="cp-muted">{t('assets.loading')}</p>}
        {empty && <p className="cp-muted">{q ? t('assets.noMatch') : t('assets.emptyFolder')}</p>}
        <ul ref={grid} className="cp-asset-browser__grid">
          {listing?.folders.map((f) => {
            const name = f.slice(f.lastIndexOf('/') + 1);
            return (
              <li key={f}>
                <button type="button" className="cp-asset-tile cp-asset-tile--folder" aria-label={t('assets.folder', { name })} onClick={() => open(f)}>
                  <span className="cp-asset-tile__thumb">
                    <Icon name="folder" size={40} />
                  </span>
                  <span className="cp-asset-tile__name">{name}</span>
                </button>
              </li>
            );
          })}
          {listing?.data.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                className="cp-asset-tile"
                aria-label={t('assets.choose', { name: asset.basename })}
                onClick={() => {
                  onPick(asset);
                  dialog.current?.close();
                }}
              >
                <span className="cp-asset-tile__thumb">{asset.thumbnail ? <img src={asset.thumbnail} alt="" width={160} height={160} loading="lazy" /> : <Icon name={asset.isImage ? 'image' : 'file'} size={40} />}</span>
                <span className="cp-asset-tile__name" title={asset.basename}>
                  {asset.basename}
                </span>
                <span className="cp-asset-tile__meta">
                  {asset.width && asset.height ? t('assets.dimensions', { width: format.number(asset.width), height: format.number(asset.height) }) : q ? asset.folder : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
