/**
 * A `Delete` button that asks first in a dialog, for any item (an entry, a term, an asset).
 * `remove` does the deleting and what follows it; a refusal (409: still in use, changed
 * meanwhile) is shown as the server words it. `children` add to the question (an asset's
 * usages), and `ready` false keeps the confirm button off until the editor has said more.
 */
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { Modal } from './modal';
import { useToast } from './toast';

const WORDS = {
  entry: { title: 'delete.title', confirm: 'delete.confirm', body: 'delete.body' },
  term: { title: 'delete.termTitle', confirm: 'delete.termConfirm', body: 'delete.body' },
  // An asset's file is outside git (public/media): its deletion is final.
  asset: { title: 'assets.deleteTitle', confirm: 'assets.deleteConfirm', body: 'assets.deleteBody' },
} as const;

export interface ConfirmDeleteProps {
  kind: keyof typeof WORDS;
  title: string;
  remove: () => Promise<void>;
  children?: ReactNode;
  ready?: boolean;
}

export function ConfirmDelete({ kind, title, remove, children, ready = true }: ConfirmDeleteProps) {
  const t = useT();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      setAsking(false);
      toast(t('delete.done', { title }));
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
        title={t(WORDS[kind].title)}
        onCancel={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="cp-button" onClick={() => setAsking(false)} disabled={busy} data-autofocus>
              {t('delete.cancel')}
            </button>
            <button type="button" className="cp-button cp-button-danger" onClick={() => void confirm()} disabled={busy || !ready}>
              {t(WORDS[kind].confirm)}
            </button>
          </>
        }
      >
        <p>{t(WORDS[kind].body, { title })}</p>
        {children}
      </Modal>
    </>
  );
}
