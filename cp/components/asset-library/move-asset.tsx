/**
 * `Move to folder`: a small folder browser (the container's folders, one level at a time, from
 * the library API) and `Move here`. References to the file follow it, in the same commit.
 */
import { useState } from 'react';
import { Icon } from '../../fieldtypes/icons';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import { folderOf, moveAsset, useAssetLibrary } from '../../lib/asset-library';
import type { AssetMoveResponse, LibraryAsset } from '../../shared/asset-library';
import { Modal } from '../modal';

export function MoveAsset({ container, containerTitle, asset, onClose, onMoved }: { container: string; containerTitle: string; asset: LibraryAsset; onClose(): void; onMoved(result: AssetMoveResponse): void }) {
  const t = useT();
  const [at, setAt] = useState(folderOf(asset.path));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Only the folders matter here: one file per page keeps the answer small.
  const listing = useAssetLibrary(container, { folder: at, perPage: 1 });
  const move = async () => {
    setBusy(true);
    try {
      onMoved(await moveAsset(container, { path: asset.path, folder: at }));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('error.generic'));
      setBusy(false);
    }
  };
  const here = at === folderOf(asset.path);
  return (
    <Modal
      open
      title={t('assets.moveTitle', { name: asset.basename })}
      onCancel={onClose}
      actions={
        <>
          <button type="button" className="cp-button" onClick={onClose} disabled={busy}>
            {t('delete.cancel')}
          </button>
          <button type="button" className="cp-button cp-button-primary" onClick={() => void move()} disabled={busy || here}>
            {t('assets.moveHere')}
          </button>
        </>
      }
    >
      <p className="cp-move-at">
        <Icon name="folder" size={18} />
        <span className="cp-mono">{at ? `${containerTitle} / ${at.split('/').join(' / ')}` : containerTitle}</span>
        {here && <span className="cp-muted">{t('assets.moveCurrent')}</span>}
      </p>
      <ul className="cp-move-folders" aria-label={t('assets.moveFolders')} aria-busy={listing.isFetching || undefined}>
        {at && (
          <li>
            <button type="button" className="cp-move-folder" onClick={() => setAt(folderOf(at))} data-autofocus>
              <Icon name="folderUp" size={18} />
              {t('assets.upFolder')}
            </button>
          </li>
        )}
        {listing.data?.folder === at &&
          listing.data.folders.map((folder) => (
            <li key={folder.path}>
              <button type="button" className="cp-move-folder" onClick={() => setAt(folder.path)} aria-label={t('assets.openFolder', { name: folder.basename })}>
                <Icon name="folder" size={18} />
                {folder.basename}
                <Icon name="chevronRight" size={16} />
              </button>
            </li>
          ))}
        {listing.data?.folder === at && listing.data.folders.length === 0 && <li className="cp-muted cp-move-none">{t('assets.noSubfolders')}</li>}
      </ul>
      {error && (
        <p className="cp-field-errors" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
