/** One replicator set: a card whose header drags, collapses, switches off, moves and removes it; its fields below. */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import type { SetSchema, Values } from '../shared/schema';
import { IconButton } from './icon-button';
import { Icon } from './icons';
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
  const t = useT();
  const nested = useNestedFields();
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(value.id);
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const bodyId = useId();
  const name = set?.display ?? value.type;
  const enabled = value.enabled !== false;
  const preview = set ? previewText(value, set.fields) : '';
  // Asking moves the focus to the safe answer; Cancel brings it back to Remove.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (asked.current) removeButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return (
    <li ref={setNodeRef} style={style} className={`cp-set${enabled ? '' : ' cp-set--disabled'}${isDragging ? ' cp-set--dragging' : ''}${expanded ? ' cp-set--open' : ''}`}>
      <div role="group" aria-label={t('sets.numbered', { set: name, position: index + 1 })}>
        <div className="cp-set__header">
          {!readOnly && (
            <button type="button" className="cp-set__handle" aria-label={t('sets.drag', { name, position: index + 1, count })} {...handleProps}>
              <Icon name="grip" />
            </button>
          )}
          <button type="button" className="cp-set__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
            <Icon name="chevronRight" size={16} />
            <span className="cp-set__name">{name}</span>
            {!expanded && preview && <span className="cp-set__preview">{preview}</span>}
          </button>
          {!readOnly && (
            <span className="cp-set__actions">
              <EnabledSwitch enabled={enabled} onChange={(on) => onChange({ ...value, enabled: on })} />
              <IconButton icon="up" label={t('item.moveUp', { name })} disabled={index === 0} onClick={() => onMove(index - 1)} />
              <IconButton icon="down" label={t('item.moveDown', { name })} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
              {confirming ? (
                <span className="cp-set__confirm" role="group" aria-label={t('sets.removeAsk', { name })}>
                  <button type="button" className="cp-button cp-button-danger cp-button-small" onClick={onRemove}>
                    {t('item.remove', { name })}
                  </button>
                  <button ref={cancel} type="button" className="cp-button cp-button-small" onClick={() => setConfirming(false)}>
                    {t('sets.cancel')}
                  </button>
                </span>
              ) : (
                <IconButton ref={removeButton} icon="trash" className="cp-icon-button--danger" label={t('item.remove', { name })} onClick={() => setConfirming(true)} />
              )}
            </span>
          )}
        </div>
        <div id={bodyId} className="cp-set__body" hidden={!expanded}>
          {expanded &&
            (set ? (
              nested.renderFields(set.fields, value, (values) => onChange({ ...values, id: value.id, type: value.type, ...(value.enabled === undefined ? {} : { enabled: value.enabled }) }), path, readOnly)
            ) : (
              <p className="cp-set__unknown">{t('sets.unknown', { type: value.type })}</p>
            ))}
        </div>
      </div>
    </li>
  );
}

/** A set's "Enabled" switch (Statamic's toggle in the set's header): a switch button, a large enough target. */
export function EnabledSwitch({ enabled, onChange }: { enabled: boolean; onChange(enabled: boolean): void }) {
  const t = useT();
  return (
    <button type="button" role="switch" aria-checked={enabled} className="cp-set__enabled" onClick={() => onChange(!enabled)}>
      <span className="cp-set__switch" aria-hidden="true" />
      {t('sets.enabled')}
    </button>
  );
}
