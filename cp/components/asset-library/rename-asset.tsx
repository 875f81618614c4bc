/**
 * `Rename`: a new name for the file, its extension kept (the server refuses another one). Every
 * entry, global, navigation and term that names the file is rewritten in the same commit.
 */
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import { moveAsset } from '../../lib/asset-library';
import type { AssetMoveResponse, LibraryAsset } from '../../shared/asset-library';
import { Modal } from '../modal';

export function splitName(basename: string): { stem: string; extension: string } {
  const dot = basename.lastIndexOf('.');
  return dot > 0 ? { stem: basename.slice(0, dot), extension: basename.slice(dot) } : { stem: basename, extension: '' };
}

export function RenameAsset({ container, asset, onClose, onMoved }: { container: string; asset: LibraryAsset; onClose(): void; onMoved(result: AssetMoveResponse): void }) {
  const t = useT();
  const id = useId();
  const { stem, extension } = splitName(asset.basename);
  const [name, setName] = useState(stem);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rename = async () => {
    const wanted = name.trim();
    if (!wanted) return setError(t('assets.nameNeeded'));
    if (wanted === stem) return onClose();
    setBusy(true);
    try {
      onMoved(await moveAsset(container, { path: asset.path, basename: `${wanted}${extension}` }));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('error.generic'));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('assets.renameTitle', { name: asset.basename })}
      onCancel={onClose}
      actions={
        <>
          <button type="button" className="cp-button" onClick={onClose} disabled={busy}>
            {t('delete.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="cp-button cp-button-primary" disabled={busy}>
            {t('assets.rename')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="cp-modal-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void rename();
        }}
      >
        <label htmlFor={id} className="cp-label">
          {t('assets.newName')}
        </label>
        <div className="cp-input-affix">
          <input id={id} className="cp-input" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" spellCheck={false} data-autofocus aria-invalid={error ? true : undefined} aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`} />
          {extension && <span className="cp-input-affix__suffix cp-mono">{extension}</span>}
        </div>
        <p id={`${id}-help`} className="cp-help">
          {t('assets.renameHelp')}
        </p>
        {error && (
          <p id={`${id}-error`} className="cp-field-errors" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
