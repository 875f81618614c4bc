/** One replicator set: a collapsible card with its fields, an enabled switch, move and remove. */
import { useId, useState } from 'react';
import type { SetSchema, Values } from '../shared/schema';
import { useNestedFields } from './nested-fields';
import { previewText } from './set-values';
import { useSortableItem } from './sortable-list';

export interface ReplicatorSetProps {
  value: Values & { id: string; type: string };
  set: SetSchema | undefined;
  index: number;
  count: number;
  path: string;
  expanded: boolean;
  readOnly: boolean;
  onToggle(): void;
  onChange(values: Values): void;
  onMove(to: number): void;
  onRemove(): void;
}

export function ReplicatorSet({ value, set, index, count, path, expanded, readOnly, onToggle, onChange, onMove, onRemove }: ReplicatorSetProps) {
  const nested = useNestedFields();
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(value.id);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const name = set?.display ?? value.type;
  const enabled = value.enabled !== false;
  const preview = set ? previewText(value, set.fields) : '';
  return (
    <li ref={setNodeRef} style={style} className={`cp-set${enabled ? '' : ' cp-set--disabled'}${isDragging ? ' cp-set--dragging' : ''}`}>
      <div className="cp-set__header">
        {!readOnly && (
          <button type="button" className="cp-set__handle" aria-label={`Drag to reorder ${name} (${index + 1} of ${count})`} {...handleProps}>
            ⠿
          </button>
        )}
        <button type="button" className="cp-set__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span className="cp-set__name">{name}</span>
          {!expanded && preview && <span className="cp-set__preview">{preview}</span>}
        </button>
        {!readOnly && (
          <span className="cp-set__actions">
            <label className="cp-set__enabled">
              <input type="checkbox" checked={enabled} onChange={(e) => onChange({ ...value, enabled: e.target.checked })} /> Enabled
            </label>
            <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
              Move up
            </button>
            <button type="button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              Move down
            </button>
            {confirming ? (
              <span role="group" aria-label={`Remove ${name}?`}>
                <button type="button" className="cp-button--danger" onClick={onRemove}>
                  {`Remove ${name}`}
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </span>
            ) : (
              <button type="button" aria-label={`Remove ${name}`} onClick={() => setConfirming(true)}>
                Remove
              </button>
            )}
          </span>
        )}
      </div>
      <div id={bodyId} className="cp-set__body" hidden={!expanded}>
        {expanded &&
          (set ? (
            nested.renderFields(set.fields, value, (values) => onChange({ ...values, id: value.id, type: value.type, ...(value.enabled === undefined ? {} : { enabled: value.enabled }) }), path, readOnly)
          ) : (
            <p className="cp-set__unknown">{`The blueprint has no set “${value.type}”: its values are kept as they are.`}</p>
          ))}
      </div>
    </li>
  );
}
