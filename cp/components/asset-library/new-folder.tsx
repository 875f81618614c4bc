/** `New folder`: asks for a name in a dialog and creates it inside the folder shown; the server refuses a name that is taken or not allowed. */
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import { createFolder } from '../../lib/asset-library';
import type { AssetFolder } from '../../shared/asset-library';
import { Modal } from '../modal';

export function NewFolder({ container, parent, onCreated }: { container: string; parent: string; onCreated(folder: AssetFolder): void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const close = () => {
    setOpen(false);
    setName('');
    setError('');
  };
  const create = async () => {
    if (!name.trim()) return setError(t('assets.folderNameNeeded'));
    setBusy(true);
    try {
      const folder = await createFolder(container, { parent, name: name.trim() });
      close();
      onCreated(folder);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="cp-button" onClick={() => setOpen(true)}>
        {t('assets.newFolder')}
      </button>
      <Modal
        open={open}
        title={t('assets.newFolderTitle')}
        onCancel={close}
        actions={
          <>
            <button type="button" className="cp-button" onClick={close} disabled={busy}>
              {t('delete.cancel')}
            </button>
            <button type="submit" form={`${inputId}-form`} className="cp-button cp-button-primary" disabled={busy}>
              {t('assets.newFolderCreate')}
            </button>
          </>
        }
      >
        <form
          id={`${inputId}-form`}
          className="cp-modal-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <label htmlFor={inputId} className="cp-label">
            {t('assets.folderName')}
          </label>
          <input id={inputId} className="cp-input" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" data-autofocus aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
          {error && (
            <p id={errorId} className="cp-field-errors" role="alert">
              {error}
            </p>
          )}
        </form>
      </Modal>
    </>
  );
}
