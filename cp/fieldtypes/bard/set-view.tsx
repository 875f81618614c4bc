/**
 * A Bard set in the editor: Statamic's Set.vue as a React node view. Not editable as text; its
 * fields are drawn by the form (nested fields) into `attrs.values`; moved among the top-level
 * nodes by Move up / Move down, switched off, removed.
 */
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { createContext, useContext } from 'react';
import type { SetSchema, Values } from '../../shared/schema';
import { useT } from '../../i18n/i18n';
import { IconButton } from '../icon-button';
import { useNestedFields } from '../nested-fields';
import { EnabledSwitch } from '../replicator-set';
import type { SetAttrs } from './convert';

export const BardSetsContext = createContext<{ sets: SetSchema[]; path: string; readOnly: boolean }>({ sets: [], path: '', readOnly: true });

export function SetView({ node, editor, getPos, updateAttributes, deleteNode }: ReactNodeViewProps) {
  const t = useT();
  const { sets, path, readOnly } = useContext(BardSetsContext);
  const nested = useNestedFields();
  const attrs = node.attrs as SetAttrs;
  const set = sets.find((s) => s.handle === attrs.values?.type);
  const name = set?.display ?? attrs.values?.type ?? t('sets.fallbackName');
  const pos = getPos();
  const index = typeof pos === 'number' ? editor.state.doc.resolve(pos).index(0) : 0;
  const count = editor.state.doc.childCount;

  const move = (delta: -1 | 1) => {
    const at = getPos();
    if (typeof at !== 'number') return;
    const doc = editor.state.doc;
    const i = doc.resolve(at).index(0);
    const neighbour = doc.maybeChild(i + delta);
    if (!neighbour) return;
    const tr = editor.state.tr.delete(at, at + node.nodeSize);
    editor.view.dispatch(tr.insert(delta < 0 ? at - neighbour.nodeSize : at + neighbour.nodeSize, node));
  };

  return (
    <NodeViewWrapper className={`cp-set cp-bard-set${attrs.enabled === false ? ' cp-set--disabled' : ''}`} data-set={attrs.values?.type} role="group" aria-label={t('sets.bardSet', { name })}>
      <div className="cp-set__header" contentEditable={false}>
        <span className="cp-set__name cp-bard-set__name">{name}</span>
        {!readOnly && (
          <span className="cp-set__actions">
            <EnabledSwitch enabled={attrs.enabled !== false} onChange={(on) => updateAttributes({ enabled: on })} />
            <IconButton icon="up" label={t('item.moveUp', { name })} disabled={index === 0} onClick={() => move(-1)} />
            <IconButton icon="down" label={t('item.moveDown', { name })} disabled={index >= count - 1} onClick={() => move(1)} />
            <IconButton icon="trash" className="cp-icon-button--danger" label={t('item.remove', { name })} onClick={() => deleteNode()} />
          </span>
        )}
      </div>
      <div className="cp-set__body" contentEditable={false}>
        {set ? (
          nested.renderFields(set.fields, attrs.values, (values: Values) => updateAttributes({ values: { ...values, type: attrs.values.type } }), `${path}.${index}.attrs.values`)
        ) : (
          <p className="cp-set__unknown">{t('sets.unknown', { type: String(attrs.values?.type) })}</p>
        )}
      </div>
    </NodeViewWrapper>
  );
}
