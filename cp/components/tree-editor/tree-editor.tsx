/**
 * A tree being edited and saved: the tree view, adding (navigations: an entry, a URL, a text
 * item), editing and removing (with its children, after asking), one `Save` (and Ctrl/Cmd+S)
 * for every change, the 409 conflict dialog, and the guard against leaving with unsaved
 * changes (LeaveGuard, as the publish form). The route gives the document and how to save it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../fieldtypes/icons';
import { useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import type { ConflictError, TreeDocument, TreeNode, TreeNodeInput, TreeSaveRequest } from '../../shared/api';
import { treeInput } from '../../shared/tree-rules';
import { LeaveGuard } from '../leave-guard';
import { Modal } from '../modal';
import { ConflictDialog } from '../publish-form/conflict-dialog';
import { useToast } from '../toast';
import { NodeDialog, type NodeDialogMode } from './node-dialog';
import { countNodes, findNode, hasEntry, removeNode, updateNode } from './tree-model';
import { TreeView } from './tree-view';

/** Nodes added here and not saved yet: the server gives them their UUIDs. */
const NEW = 'new-';

export function toInput(nodes: TreeNode[], kind: TreeDocument['kind']): TreeNodeInput[] {
  return treeInput(nodes, kind, (id) => id.startsWith(NEW));
}

export interface TreeEditorProps {
  doc: TreeDocument;
  save(request: TreeSaveRequest): Promise<TreeDocument>;
  reload(): Promise<TreeDocument>;
}

export function TreeEditor({ doc: loaded, save, reload }: TreeEditorProps) {
  const t = useT();
  const toast = useToast();
  const [doc, setDoc] = useState(loaded);
  const [tree, setTree] = useState(loaded.tree);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<ConflictError['conflict'] | null>(null);
  const [dialog, setDialog] = useState<NodeDialogMode | null>(null);
  const [removing, setRemoving] = useState<TreeNode | null>(null);
  const [message, setMessage] = useState('');
  const next = useRef(0);
  const navigation = doc.kind === 'navigation';
  const readOnly = !doc.can.edit;
  const dirty = JSON.stringify(toInput(tree, doc.kind)) !== JSON.stringify(toInput(doc.tree, doc.kind));
  // The same words twice are still said: the region's text changes by an invisible character.
  const announce = useCallback((text: string) => setMessage((was) => (was === text ? `${text}\u00a0` : text)), []);

  const nameOf = (node: TreeNode) => node.title || node.entryTitle || node.url || node.entry || t('tree.untitled');
  const detail = (node: TreeNode) => (node.entry !== undefined ? (node.entryTitle === null ? t('tree.missingEntry') : (node.entryUrl ?? '')) : node.url !== undefined ? node.url : t('tree.textItem'));

  const load = (fresh: TreeDocument) => {
    setDoc(fresh);
    setTree(fresh.tree);
  };

  const submit = useCallback(
    async (force?: { version: string }) => {
      if (saving || readOnly) return;
      setSaving(true);
      try {
        load(await save({ version: force?.version ?? doc.version, tree: toInput(tree, doc.kind), ...(force ? { force: true } : {}) }));
        setConflict(null);
        toast(t('form.saved'));
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        // Like an entry's refusals: the server words why in the editor's language (it names the item).
        if (error.conflict) setConflict(error.conflict);
        else toast(error.message, 'error');
      } finally {
        setSaving(false);
      }
    },
    [saving, readOnly, save, doc, tree, toast, t],
  );

  const reloadLatest = async () => {
    setSaving(true);
    try {
      load(await reload());
      setConflict(null);
      toast(t('form.reloaded'));
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit]);
  const add = (node: Omit<TreeNode, 'id' | 'children'>) => {
    const added: TreeNode = { id: `${NEW}${++next.current}`, children: [], ...node };
    setTree((list) => [...list, added]);
    setDialog(null);
    announce(t('tree.added', { title: nameOf(added) }));
  };

  return (
    <div className="cp-card cp-tree-card">
      <div className="cp-tree-toolbar">
        {navigation && !readOnly && (
          <div className="cp-tree-add" role="group" aria-label={t('tree.addGroup')}>
            <button type="button" className="cp-button" onClick={() => setDialog({ kind: 'entry' })}>
              <Icon name="plus" size={16} /> {t('tree.addEntry')}
            </button>
            <button type="button" className="cp-button" onClick={() => setDialog({ kind: 'link' })}>
              <Icon name="link" size={16} /> {t('tree.addLink')}
            </button>
            <button type="button" className="cp-button" onClick={() => setDialog({ kind: 'text' })}>
              <Icon name="plus" size={16} /> {t('tree.addText')}
            </button>
          </div>
        )}
        <p className="cp-help cp-tree-hint">{doc.maxDepth !== null ? t('tree.maxDepth', { depth: doc.maxDepth }) : null}</p>
        <div className="cp-tree-save">
          {dirty && <span className="cp-unsaved">{t('form.unsaved')}</span>}
          {!readOnly && (
            <button type="button" className="cp-button cp-button-primary" disabled={saving} aria-keyshortcuts="Control+S Meta+S" onClick={() => void submit()}>
              {saving ? t('form.saving') : t('form.save')}
            </button>
          )}
        </div>
      </div>
      {doc.warnings.length > 0 && (
        <div className="cp-notice cp-tree-warnings" role="status">
          <p className="cp-tree-warnings__title">{t('tree.warnings')}</p>
          <ul>
            {doc.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <TreeView
        tree={tree}
        rules={{ maxDepth: doc.maxDepth, expectsRoot: doc.expectsRoot }}
        label={doc.title}
        readOnly={readOnly}
        onChange={setTree}
        nameOf={nameOf}
        detail={detail}
        announce={announce}
        {...(navigation ? { onEdit: (node: TreeNode) => setDialog({ kind: 'edit', node }), onRemove: setRemoving } : {})}
      />
      <div className="cp-visually-hidden cp-tree-live" role="status" aria-live="polite">
        {message}
      </div>
      <NodeDialog
        mode={dialog}
        site={doc.site}
        collections={doc.collections.map((c) => c.handle)}
        onCancel={() => setDialog(null)}
        onPickEntry={(item) => {
          if (hasEntry(tree, item.id)) {
            announce(t('tree.alreadyThere', { title: item.title }));
            toast(t('tree.alreadyThere', { title: item.title }), 'error');
            return;
          }
          add({ entry: item.id, entryTitle: item.title, entryUrl: null, entryStatus: item.status ?? null });
        }}
        onDone={(fields) => {
          if (dialog?.kind === 'edit') {
            setTree((list) => updateNode(list, dialog.node.id, fields));
            setDialog(null);
            announce(t('tree.changed', { title: nameOf({ ...dialog.node, ...fields }) }));
          } else add(fields);
        }}
      />
      <Modal
        open={removing !== null}
        role="alertdialog"
        title={t('tree.removeTitle', { title: removing ? nameOf(removing) : '' })}
        onCancel={() => setRemoving(null)}
        actions={
          <>
            <button type="button" className="cp-button" onClick={() => setRemoving(null)} data-autofocus>
              {t('tree.cancel')}
            </button>
            <button
              type="button"
              className="cp-button cp-button-danger"
              onClick={() => {
                if (!removing) return;
                setTree((list) => removeNode(list, removing.id));
                announce(t('tree.removed', { title: nameOf(removing) }));
                setRemoving(null);
              }}
            >
              {t('tree.removeConfirm')}
            </button>
          </>
        }
      >
        <p>{t('tree.removeBody', { count: removing ? countNodes(findNode(tree, removing.id) ?? removing) - 1 : 0 })}</p>
      </Modal>
      <ConflictDialog conflict={conflict} kind="tree" busy={saving} onCancel={() => setConflict(null)} onReload={() => void reloadLatest()} onOverwrite={() => conflict && void submit({ version: conflict.version })} />
      <LeaveGuard when={dirty && !saving} />
    </div>
  );
}
