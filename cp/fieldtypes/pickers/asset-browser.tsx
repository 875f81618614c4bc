/** The assets field's browser: a modal dialog listing a container's folder (GET /cp/api/assets/{container}) as a grid. */
import { useEffect, useRef, useState } from 'react';
import type { AssetItem, AssetsResponse } from '../../shared/api';
import { api } from '../../lib/api';

export interface AssetBrowserProps {
  container: string;
  site: string;
  onPick(asset: AssetItem): void;
  onClose(): void;
}

export function AssetBrowser({ container, site, onPick, onClose }: AssetBrowserProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [folder, setFolder] = useState('');
  const [q, setQ] = useState('');
  const [listing, setListing] = useState<AssetsResponse | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal?.();
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<AssetsResponse>(`/assets/${encodeURIComponent(container)}`, { query: { folder, q, site }, signal: controller.signal }).then(
        (res) => {
          setListing(res);
          setError('');
        },
        (e: unknown) => !controller.signal.aborted && setError(e instanceof Error ? e.message : 'The list could not be loaded'),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [container, folder, q, site]);

  return (
    <dialog ref={dialog} className="cp-asset-browser" aria-label="Choose an asset" onClose={onClose}>
      <div className="cp-asset-browser__bar">
        <input type="search" aria-label="Search assets" value={q} onChange={(e) => setQ(e.target.value)} />
        {folder && (
          <button type="button" onClick={() => setFolder(folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '')}>
            Up one folder
          </button>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      <ul className="cp-asset-browser__grid">
        {listing?.folders.map((f) => (
          <li key={f}>
            <button type="button" onClick={() => setFolder(f)}>{`Folder ${f.slice(f.lastIndexOf('/') + 1)}`}</button>
          </li>
        ))}
        {listing?.data.map((asset) => (
          <li key={asset.id}>
            <button
              type="button"
              aria-label={`Choose ${asset.basename}`}
              onClick={() => {
                onPick(asset);
                dialog.current?.close();
              }}
            >
              {asset.thumbnail ? <img src={asset.thumbnail} alt={asset.alt ?? ''} width={160} loading="lazy" /> : <span className="cp-asset-browser__file">{asset.basename}</span>}
              <span>{asset.basename}</span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
