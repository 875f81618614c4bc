/**
 * 409: the file changed since the form was loaded. The editor sees who changed it, when, and
 * the difference field by field, then chooses: `Reload` (their version, dropping these edits)
 * or `Overwrite` (save these edits over theirs). Until they choose, nothing in the form changes.
 */
import { useT, useFormat } from '../../i18n/i18n';
import type { ConflictError } from '../../shared/api';
import { Modal } from '../modal';

interface ConflictDialogProps {
  conflict: ConflictError['conflict'] | null;
  /** What changed: the dialog's wording. */
  kind: keyof typeof CHANGED;
  busy: boolean;
  onReload(): void;
  onOverwrite(): void;
  onCancel(): void;
}

const CHANGED = { entry: 'conflict.entryChanged', global: 'conflict.globalChanged', term: 'conflict.termChanged', tree: 'tree.conflict', asset: 'assets.metaChanged' } as const;

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

export function ConflictDialog({ conflict, kind, busy, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const t = useT();
  const format = useFormat();
  const who = conflict?.updatedBy?.name ?? t('conflict.someone');
  const when = conflict?.updatedAt ? format.relative(conflict.updatedAt) : '';
  return (
    <Modal
      open={conflict !== null}
      role="alertdialog"
      title={t('conflict.title')}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="cp-button" onClick={onCancel} disabled={busy}>
            {t('conflict.keepEditing')}
          </button>
          <button type="button" className="cp-button" onClick={onReload} disabled={busy}>
            {t('conflict.reload')}
          </button>
          <button type="button" className="cp-button cp-button-danger" onClick={onOverwrite} disabled={busy} data-autofocus>
            {t('conflict.overwrite')}
          </button>
        </>
      }
    >
      <p>{t(CHANGED[kind], { name: who, time: when })}</p>
      {conflict && conflict.changes.length > 0 && (
        <div className="cp-table-scroll">
          <table className="cp-table cp-diff">
            <caption className="cp-visually-hidden">{t('conflict.changes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('conflict.field')}</th>
                <th scope="col">{t('conflict.yours')}</th>
                <th scope="col">{t('conflict.theirs')}</th>
              </tr>
            </thead>
            <tbody>
              {conflict.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.label}</th>
                  <td>
                    <pre>{shown(change.yours)}</pre>
                  </td>
                  <td>
                    <pre>{shown(change.theirs)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="cp-help">{t('conflict.explain')}</p>
    </Modal>
  );
}
