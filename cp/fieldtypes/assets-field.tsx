/**
 * Statamic's assets field: paths inside the field's `container` (one path when `max_files: 1`).
 * The chosen files as rows with a thumbnail, their name and folder; chosen from the container's
 * browser or uploaded from the field (a file input or a file dropped on it), with progress; the
 * server decides what a file is and names it (server/cp/routes/assets.ts). The thumbnails of the
 * files the form opened with come from the same route (`paths=`).
 */
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n';
import { api, ApiRequestError } from '../lib/api';
import type { AssetItem, AssetsResponse } from '../shared/api';
import { labelId } from './control-props';
import { listOf } from './entries-field';
import { ItemActions } from './item-actions';
import { Icon } from './icons';
import { AssetBrowser } from './pickers/asset-browser';
import { uploadAsset } from './pickers/upload';
import type { FieldProps } from './types';

export default function Assets({ field, value, onChange, id, describedBy, readOnly, site }: FieldProps<string[] | string | null>) {
  const t = useT();
  const container = typeof field.config.container === 'string' ? field.config.container : 'assets';
  const folder = typeof field.config.folder === 'string' ? field.config.folder : '';
  const max = typeof field.config.max_files === 'number' && field.config.max_files > 0 ? field.config.max_files : Infinity;
  const paths = listOf(value);
  const [known, setKnown] = useState<Map<string, AssetItem | null>>(new Map());
  const [browsing, setBrowsing] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const browseId = useId();
  const full = max !== 1 && paths.length >= max;

  // What the chosen files are (thumbnail, size); a path the container does not have is remembered as null.
  const unknown = paths.filter((p) => !known.has(p)).join(',');
  useEffect(() => {
    if (!unknown) return;
    const controller = new AbortController();
    api<AssetsResponse>(`/assets/${encodeURIComponent(container)}`, { query: { paths: unknown, site }, signal: controller.signal }).then(
      (res) => {
        const found = new Map(res.data.map((a) => [a.path, a] as const));
        setKnown((prev) => new Map([...prev, ...unknown.split(',').map((p) => [p, found.get(p) ?? null] as const)]));
      },
      // Thumbnails are a nicety: without them the paths are shown.
      () => undefined,
    );
    return () => controller.abort();
  }, [container, site, unknown]);

  const set = (next: string[]) => onChange(max === 1 ? (next[0] ?? null) : next.slice(0, max));
  const add = (asset: AssetItem) => {
    setKnown((prev) => new Map(prev).set(asset.path, asset));
    if (!paths.includes(asset.path)) set(max === 1 ? [asset.path] : [...paths, asset.path]);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      // The field has always stored a second file of the same name beside the first (name-1.jpg).
      add(await uploadAsset(container, folder, file, setProgress, 'keep-both'));
    } catch (e) {
      // The server's own words where it gave some (too large, not an allowed file).
      if (!(e instanceof ApiRequestError)) setError(t('error.generic'));
      else setError(e.message || (e.status === 0 ? t('assets.uploadOffline') : t('assets.uploadFailed', { status: e.status })));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div
      className={`cp-assets${dropping ? ' cp-assets--dropping' : ''}`}
      onDragOver={(e) => {
        if (readOnly || full) return;
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDropping(false)}
      onDrop={(e) => {
        if (readOnly || full) return;
        e.preventDefault();
        setDropping(false);
        void upload(e.dataTransfer.files[0]);
      }}
    >
      {paths.length > 0 && (
        <ul className="cp-assets__chosen" aria-label={t('picker.chosen', { field: field.display })}>
          {paths.map((p, index) => {
            const asset = known.get(p);
            const basename = p.slice(p.lastIndexOf('/') + 1);
            return (
              <li key={p} className={`cp-asset${asset === null ? ' cp-asset--missing' : ''}`}>
                <span className="cp-asset__thumb">{asset?.thumbnail ? <img src={asset.thumbnail} alt={asset.alt ?? ''} width={64} height={64} /> : <Icon name={asset === null || asset?.isImage ? 'image' : 'file'} size={24} />}</span>
                <span className="cp-asset__text">
                  <span className="cp-asset__name">{basename}</span>
                  <span className="cp-asset__meta">{asset === null ? t('assets.missing') : p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : ''}</span>
                </span>
                {!readOnly && (
                  <ItemActions items={paths} index={index} name={p} className="cp-asset__actions" onChange={set} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && !full && (
        <div className="cp-assets__actions">
          {/* Named "Browse {field}": the label points here (a jump from the error summary lands on it), the visible word comes first. */}
          <button type="button" className="cp-button" id={id} aria-labelledby={`${browseId} ${labelId(id)}`} aria-describedby={describedBy} onClick={() => setBrowsing(true)}>
            <Icon name="folder" size={16} />
            <span id={browseId}>{t('assets.browse')}</span>
          </button>
          <label className="cp-button">
            <Icon name="upload" size={16} />
            {t('assets.upload')}
            <input type="file" className="cp-visually-hidden" accept="image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf,application/zip" onChange={(e) => void upload(e.target.files?.[0])} />
          </label>
          <span className="cp-assets__drop-hint">{t('assets.dropHint')}</span>
        </div>
      )}
      {progress !== null && <progress className="cp-assets__progress" aria-label={t('assets.progress')} max={1} value={progress} />}
      {error && (
        <p className="cp-field-errors" role="alert">
          {error}
        </p>
      )}
      {browsing && <AssetBrowser container={container} site={site} onPick={add} onClose={() => setBrowsing(false)} />}
    </div>
  );
}
