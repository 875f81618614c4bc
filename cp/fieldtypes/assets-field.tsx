/**
 * Statamic's assets field: paths inside the field's `container` (one path when `max_files: 1`).
 * Chosen from the container's browser or uploaded from the field (a file input or a file dropped
 * on it), with progress; the server decides what a file is and names it (server/cp/routes/assets.ts).
 */
import { useState } from 'react';
import type { AssetItem } from '../shared/api';
import { listOf } from './entries-field';
import { AssetBrowser } from './pickers/asset-browser';
import { uploadAsset } from './pickers/upload';
import { moveItem } from './sortable-list';
import type { FieldProps } from './types';

export default function Assets({ field, value, onChange, id, describedBy, readOnly, site }: FieldProps<string[] | string | null>) {
  const container = typeof field.config.container === 'string' ? field.config.container : 'assets';
  const folder = typeof field.config.folder === 'string' ? field.config.folder : '';
  const max = typeof field.config.max_files === 'number' && field.config.max_files > 0 ? field.config.max_files : Infinity;
  const paths = listOf(value);
  const [known, setKnown] = useState<Map<string, AssetItem>>(new Map());
  const [browsing, setBrowsing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const full = max !== 1 && paths.length >= max;

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
      add(await uploadAsset(container, folder, file, setProgress));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div
      className="cp-assets"
      onDragOver={(e) => !readOnly && e.preventDefault()}
      onDrop={(e) => {
        if (readOnly) return;
        e.preventDefault();
        void upload(e.dataTransfer.files[0]);
      }}
    >
      <ul className="cp-assets__chosen" aria-label={`${field.display}: chosen`}>
        {paths.map((p, index) => {
          const asset = known.get(p);
          return (
            <li key={p}>
              {asset?.thumbnail && <img src={asset.thumbnail} alt={asset.alt ?? ''} width={80} />}
              <span>{p}</span>
              {!readOnly && (
                <>
                  {paths.length > 1 && (
                    <>
                      <button type="button" aria-label={`Move ${p} up`} disabled={index === 0} onClick={() => set(moveItem(paths, index, index - 1))}>↑</button>
                      <button type="button" aria-label={`Move ${p} down`} disabled={index === paths.length - 1} onClick={() => set(moveItem(paths, index, index + 1))}>↓</button>
                    </>
                  )}
                  <button type="button" aria-label={`Remove ${p}`} onClick={() => set(paths.filter((x) => x !== p))}>×</button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && !full && (
        <div className="cp-assets__actions">
          <button type="button" id={id} aria-describedby={describedBy} onClick={() => setBrowsing(true)}>
            Browse
          </button>
          <label className="cp-button">
            Upload
            <input type="file" className="cp-visually-hidden" accept="image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf,application/zip" onChange={(e) => void upload(e.target.files?.[0])} />
          </label>
          <span className="cp-assets__drop-hint">or drop a file here</span>
        </div>
      )}
      {progress !== null && <progress aria-label="Upload progress" max={1} value={progress} />}
      {error && <p role="alert">{error}</p>}
      {browsing && <AssetBrowser container={container} site={site} onPick={add} onClose={() => setBrowsing(false)} />}
    </div>
  );
}
