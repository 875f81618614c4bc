/**
 * Deleting an entry from its form (only with `delete {collection} entries`). The server
 * refuses an origin that still has localizations and a file that changed since the form
 * loaded it (409).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../lib/api';
import { entryPath, keys } from '../lib/queries';
import type { EntryDocument } from '../shared/api';
import { ConfirmDelete } from './confirm-delete';

/** Navigation state that lets the form's unsaved-changes guard pass (the item is gone). */
export const DISCARD_STATE = { discard: true } as const;

export function DeleteEntry({ document, title }: { document: EntryDocument; title: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!document.can.delete) return null;
  return (
    <ConfirmDelete
      kind="entry"
      title={title}
      remove={async () => {
        await api<null>(entryPath(document.collection, document.id), { method: 'DELETE', query: { version: document.version } });
        client.removeQueries({ queryKey: keys.entry(document.collection, document.id) });
        void client.invalidateQueries({ queryKey: ['entries', document.collection] });
        void client.invalidateQueries({ queryKey: keys.collections });
        navigate(`/collections/${encodeURIComponent(document.collection)}?site=${encodeURIComponent(document.site)}`, { state: DISCARD_STATE });
      }}
    />
  );
}
