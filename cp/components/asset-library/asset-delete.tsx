/**
 * Deleting an asset (only with `delete {container} assets`). The dialog lists where it is used;
 * while it is used the editor must tick that they mean it (the server refuses otherwise, and
 * answers with the usages it found, which then show here).
 */
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import { deleteAsset } from '../../lib/asset-library';
import type { AssetInUseError, AssetUsage } from '../../shared/asset-library';
import { ConfirmDelete } from '../confirm-delete';
import { UsageList } from './usages';

export function AssetDelete({ container, path, title, usages: known, onDeleted }: { container: string; path: string; title: string; usages: AssetUsage[]; onDeleted(): void }) {
  const t = useT();
  const [usages, setUsages] = useState(known);
  const [meant, setMeant] = useState(false);
  const used = usages.length > 0;
  return (
    <ConfirmDelete
      kind="asset"
      title={title}
      ready={!used || meant}
      remove={async () => {
        try {
          await deleteAsset(container, path, used && meant);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409 && 'usages' in error.body) {
            setUsages((error.body as AssetInUseError).usages);
            setMeant(false);
          }
          throw error;
        }
        onDeleted();
      }}
    >
      {used && (
        <>
          <p className="cp-alert">{t('assets.deleteUsed', { count: usages.length })}</p>
          <UsageList usages={usages} label={t('assets.usagesTitle')} />
          <label className="cp-choice">
            <input type="checkbox" checked={meant} onChange={(e) => setMeant(e.target.checked)} />
            <span>{t('assets.deleteAnyway')}</span>
          </label>
        </>
      )}
    </ConfirmDelete>
  );
}
