/**
 * A `Delete` button that asks first in a dialog, for any item (an entry, a term). `remove`
 * does the deleting and what follows it; a refusal (409: still in use, changed meanwhile)
 * is shown as the server words it.
 */
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { Modal } from './modal';
import { useToast } from './toast';

const WORDS = { entry: { title: 'delete.title', confirm: 'delete.confirm' }, term: { title: 'delete.termTitle', confirm: 'delete.termConfirm' } } as const;

export function ConfirmDelete({ kind, title, remove }: { kind: keyof typeof WORDS; title: string; remove: () => Promise<void> }) {
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
            <button type="button" className="cp-button cp-button-danger" onClick={() => void confirm()} disabled={busy}>
              {t(WORDS[kind].confirm)}
            </button>
          </>
        }
      >
        <p>{t('delete.body', { title })}</p>
      </Modal>
    </>
  );
}
