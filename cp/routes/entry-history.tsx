/** `/cp/collections/{collection}/entries/{id}/history`: the entry's versions in its site; a restore goes back to its form. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { HistoryScreen } from '../components/history/history-screen';
import { useT } from '../i18n/i18n';
import { entryHistory } from '../lib/history';
import { entryPath, keys, useCollections } from '../lib/queries';
import type { EntryDocument } from '../shared/api';

export function EntryHistoryRoute() {
  const t = useT();
  const { collection = '', id = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const collections = useCollections();
  const info = collections.data?.data.find((c) => c.handle === collection);
  const form = entryPath(collection, id);
  return (
    <HistoryScreen
      target={entryHistory(collection, id)}
      formPath={form}
      breadcrumb={
        <>
          <Link to="/collections">{t('nav.collections')}</Link>
          <span aria-hidden="true"> / </span>
          <Link to={`/collections/${encodeURIComponent(collection)}`}>{info?.title ?? collection}</Link>
        </>
      }
      onRestored={(document) => {
        const doc = document as EntryDocument;
        client.setQueryData(keys.entry(collection, doc.id), doc);
        void client.invalidateQueries({ queryKey: ['entries', collection] });
        // Localizations fall back to it: their loaded forms hold the values from before.
        void client.invalidateQueries({ queryKey: ['entry', collection], predicate: (q) => q.queryKey[2] !== doc.id });
        navigate(entryPath(collection, doc.id));
      }}
    />
  );
}
