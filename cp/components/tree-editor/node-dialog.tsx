/**
 * Adding a menu item (an entry from the navigation's collections, a URL, or a text item) and
 * editing one's title and URL, in a dialog. A URL is checked by the rule the server applies
 * (cp/shared/tree-rules.ts) before the dialog closes; the error is said at the field.
 */
import { useId, useState } from 'react';
import { ItemPicker } from '../../fieldtypes/pickers/item-picker';
import { labelId } from '../../fieldtypes/control-props';
import { useT } from '../../i18n/i18n';
import type { PickerItem, TreeNode } from '../../shared/api';
import { isSafeNodeUrl } from '../../shared/tree-rules';
import { Modal } from '../modal';

export type NodeDialogMode = { kind: 'entry' } | { kind: 'link' } | { kind: 'text' } | { kind: 'edit'; node: TreeNode };

export interface NodeDialogProps {
  mode: NodeDialogMode | null;
  site: string;
  collections: string[];
  onCancel(): void;
  /** The node's fields as entered (a new node or the edited one's). */
  onDone(fields: Pick<TreeNode, 'title' | 'url'>): void;
  onPickEntry(item: PickerItem): void;
}

export function NodeDialog({ mode, site, collections, onCancel, onDone, onPickEntry }: NodeDialogProps) {
  const t = useT();
  const title = mode?.kind === 'entry' ? t('tree.addEntry') : mode?.kind === 'link' ? t('tree.addLink') : mode?.kind === 'text' ? t('tree.addText') : t('tree.editItem');
  return (
    <Modal open={mode !== null} title={title} onCancel={onCancel} actions={mode?.kind === 'entry' ? <button type="button" className="cp-button" onClick={onCancel}>{t('tree.cancel')}</button> : null}>
      {mode?.kind === 'entry' ? (
        <EntryChoice site={site} collections={collections} onPick={onPickEntry} />
      ) : mode ? (
        <NodeFields key={mode.kind === 'edit' ? mode.node.id : mode.kind} mode={mode} onCancel={onCancel} onDone={onDone} />
      ) : null}
    </Modal>
  );
}

function EntryChoice({ site, collections, onPick }: { site: string; collections: string[]; onPick(item: PickerItem): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="cp-field">
      <label id={labelId(id)} htmlFor={id} className="cp-label">
        {t('tree.entry')}
      </label>
      <ItemPicker id={id} label={t('tree.entry')} readOnly={false} ids={[]} onChange={() => undefined} onPick={onPick} max={1} route="/search/entries" params={{ collections: collections.join(','), site }} hints={collections.length > 1} />
    </div>
  );
}

function NodeFields({ mode, onCancel, onDone }: { mode: Exclude<NodeDialogMode, { kind: 'entry' }>; onCancel(): void; onDone: NodeDialogProps['onDone'] }) {
  const t = useT();
  const prefix = useId();
  const node = mode.kind === 'edit' ? mode.node : null;
  const withUrl = mode.kind === 'link' || (node !== null && node.url !== undefined);
  const isEntry = node?.entry !== undefined;
  const [title, setTitle] = useState(node?.title ?? '');
  const [url, setUrl] = useState(node?.url ?? '');
  const [errors, setErrors] = useState<{ title?: string; url?: string }>({});

  const submit = () => {
    const next: typeof errors = {};
    const trimmedUrl = url.trim();
    if (withUrl && !isSafeNodeUrl(trimmedUrl)) next.url = t('tree.badUrl');
    if (!withUrl && !isEntry && title.trim() === '') next.title = t('tree.titleRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      document.getElementById(`${prefix}-${next.url ? 'url' : 'title'}`)?.focus();
      return;
    }
    onDone({ ...(title.trim() ? { title: title.trim() } : { title: undefined }), ...(withUrl ? { url: trimmedUrl } : {}) });
  };

  return (
    <form
      className="cp-tree-dialog"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="cp-field">
        <label htmlFor={`${prefix}-title`} className="cp-label">
          {t('tree.title')}
          {!withUrl && !isEntry && <span className="cp-visually-hidden"> ({t('tree.required')})</span>}
        </label>
        <input
          id={`${prefix}-title`}
          className="cp-input"
          value={title}
          maxLength={500}
          placeholder={isEntry ? (node?.entryTitle ?? '') : undefined}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${prefix}-title-error` : isEntry ? `${prefix}-title-help` : undefined}
          onChange={(e) => setTitle(e.target.value)}
          data-autofocus
        />
        {isEntry && !errors.title && (
          <p id={`${prefix}-title-help`} className="cp-help">
            {t('tree.titleHelp')}
          </p>
        )}
        {errors.title && (
          <p id={`${prefix}-title-error`} className="cp-field-errors">
            {errors.title}
          </p>
        )}
      </div>
      {withUrl && (
        <div className="cp-field">
          <label htmlFor={`${prefix}-url`} className="cp-label">
            {t('tree.url')}
          </label>
          <input
            id={`${prefix}-url`}
            className="cp-input"
            value={url}
            maxLength={2000}
            inputMode="url"
            placeholder={t('tree.urlPlaceholder')}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={errors.url ? `${prefix}-url-error` : undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
          {errors.url && (
            <p id={`${prefix}-url-error`} className="cp-field-errors">
              {errors.url}
            </p>
          )}
        </div>
      )}
      <div className="cp-modal-actions">
        <button type="button" className="cp-button" onClick={onCancel}>
          {t('tree.cancel')}
        </button>
        <button type="submit" className="cp-button cp-button-primary">
          {mode.kind === 'edit' ? t('tree.apply') : t('tree.add')}
        </button>
      </div>
    </form>
  );
}
