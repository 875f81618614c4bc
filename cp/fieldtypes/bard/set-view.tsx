/**
 * A Bard set in the editor: Statamic's Set.vue as a React node view. Not editable as text; its
 * fields are drawn by the form (nested fields) into `attrs.values`; moved among the top-level
 * nodes by Move up / Move down, switched off, removed.
 */
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { createContext, useContext } from 'react';
import type { SetSchema, Values } from '../../shared/schema';
import { useNestedFields } from '../nested-fields';
import type { SetAttrs } from './convert';

export const BardSetsContext = createContext<{ sets: SetSchema[]; path: string; readOnly: boolean }>({ sets: [], path: '', readOnly: true });

export function SetView({ node, editor, getPos, updateAttributes, deleteNode }: ReactNodeViewProps) {
  const { sets, path, readOnly } = useContext(BardSetsContext);
  const nested = useNestedFields();
  const attrs = node.attrs as SetAttrs;
  const set = sets.find((s) => s.handle === attrs.values?.type);
  const name = set?.display ?? attrs.values?.type ?? 'Set';
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
    <NodeViewWrapper className={`cp-bard-set${attrs.enabled === false ? ' cp-set--disabled' : ''}`} data-set={attrs.values?.type} role="group" aria-label={`${name} set`}>
      <div className="cp-set__header" contentEditable={false}>
        <span className="cp-set__name">{name}</span>
        {!readOnly && (
          <span className="cp-set__actions">
            <label>
              <input type="checkbox" checked={attrs.enabled !== false} onChange={(e) => updateAttributes({ enabled: e.target.checked })} /> Enabled
            </label>
            <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(-1)}>Move up</button>
            <button type="button" aria-label={`Move ${name} down`} disabled={index >= count - 1} onClick={() => move(1)}>Move down</button>
            <button type="button" aria-label={`Remove ${name}`} onClick={() => deleteNode()}>Remove</button>
          </span>
        )}
      </div>
      <div className="cp-set__body" contentEditable={false}>
        {set
          ? nested.renderFields(set.fields, attrs.values, (values: Values) => updateAttributes({ values: { ...values, type: attrs.values.type } }), `${path}.${index}.attrs.values`)
          : <p>{`The blueprint has no set “${attrs.values?.type}”: its values are kept as they are.`}</p>}
      </div>
    </NodeViewWrapper>
  );
}
