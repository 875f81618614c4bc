/**
 * `Replace file`: new bytes for the asset at the same path (so every page keeps showing it),
 * with progress; the server refuses a file of another type, in the editor's language.
 */
import { useState } from 'react';
import { replaceAssetFile } from '../../fieldtypes/pickers/upload';
import { Icon } from '../../fieldtypes/icons';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import type { LibraryAsset } from '../../shared/asset-library';
import { useToast } from '../toast';

export function ReplaceFile({ container, asset, onReplaced }: { container: string; asset: LibraryAsset; onReplaced(asset: LibraryAsset): void }) {
  const t = useT();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const replace = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      const replaced = await replaceAssetFile(container, asset.path, file, setProgress);
      toast(t('assets.replaced', { name: asset.basename }));
      onReplaced(replaced);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message || (failure.status === 0 ? t('assets.uploadOffline') : t('assets.uploadFailed', { status: failure.status })));
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      <label className={`cp-button cp-button-block cp-upload-button${progress !== null ? ' cp-button-busy' : ''}`}>
        <Icon name="upload" size={16} />
        {t('assets.replaceFile')}
        <input
          type="file"
          className="cp-visually-hidden"
          accept={asset.mimeType ?? undefined}
          disabled={progress !== null}
          onChange={(e) => {
            void replace(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {progress !== null && <progress className="cp-assets__progress" max={1} value={progress} aria-label={t('assets.replaceProgress')} />}
      {error && (
        <p className="cp-field-errors" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
