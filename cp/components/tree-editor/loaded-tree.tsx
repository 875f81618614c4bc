/** A tree loaded for one site and edited: the document from the server, saved back to it (the cache follows). */
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../routes/not-found';
import { useT } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { keys, treePath, useTree } from '../../lib/queries';
import type { TreeDocument, TreeSaveRequest } from '../../shared/api';
import { TreeEditor } from './tree-editor';

export function LoadedTree({ kind, handle, site }: { kind: TreeDocument['kind']; handle: string; site: string }) {
  const t = useT();
  const client = useQueryClient();
  const { data: doc, error, isPending } = useTree(kind, handle, site);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  const keep = (fresh: TreeDocument) => {
    client.setQueryData(keys.tree(kind, handle, site), fresh);
    return fresh;
  };
  return (
    <TreeEditor
      key={`${kind}/${handle}/${site}`}
      doc={doc}
      save={async (body: TreeSaveRequest) => {
        const saved = keep(await api<TreeDocument>(treePath(kind, handle), { method: 'PUT', body, query: { site } }));
        // A collection's order shows in its list; entry titles show in menus.
        void client.invalidateQueries({ queryKey: ['entries', handle] });
        return saved;
      }}
      reload={async () => keep(await api<TreeDocument>(treePath(kind, handle), { query: { site } }))}
    />
  );
}
