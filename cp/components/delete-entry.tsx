/**
 * Deleting an entry from its form: a `Delete` button (only with `delete {collection} entries`)
 * that asks first in a dialog. The server refuses an origin that still has localizations and
 * a file that changed since the form loaded it (409); its message is shown as it is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n';
import { api, ApiRequestError } from '../lib/api';
import { entryPath, keys } from '../lib/queries';
import type { EntryDocument } from '../shared/api';
import { Modal } from './modal';
import { useToast } from './toast';

/** Navigation state that lets the form's unsaved-changes guard pass (the entry is gone). */
export const DISCARD_STATE = { discard: true } as const;

export function DeleteEntry({ document, title }: { document: EntryDocument; title: string }) {
  const t = useT();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!document.can.delete) return null;

  const remove = async () => {
    setBusy(true);
    try {
      await api<null>(entryPath(document.collection, document.id), {
        method: 'DELETE',
        query: { version: document.version },
      });
      setAsking(false);
      client.removeQueries({
        queryKey: keys.entry(document.collection, document.id),
      });
      void client.invalidateQueries({
        queryKey: ['entries', document.collection],
      });
      void client.invalidateQueries({ queryKey: keys.collections });
      toast(t('delete.done', { title }));
      navigate(`/collections/${encodeURIComponent(document.collection)}?site=${encodeURIComponent(document.site)}`, { state: DISCARD_STATE });
    } catch (failure) {
      setAsking(false);
      toast(failure instanceof ApiRequestError ? failure.message : t('error.generic'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="cp-button cp-button-danger-quiet cp-button-block" onClick={() => setAsking(true)}>
        {t('delete.button')}
      </button>
      <Modal
        open={asking}
        role="alertdialog"
        title={t('delete.title')}
        onCancel={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="cp-button" onClick={() => setAsking(false)} disabled={busy} data-autofocus>
              {t('delete.cancel')}
            </button>
            <button type="button" className="cp-button cp-button-danger" onClick={() => void remove()} disabled={busy}>
              {t('delete.confirm')}
            </button>
          </>
        }
      >
        <p>{t('delete.body', { title })}</p>
      </Modal>
    </>
  );
}
