/**
 * Statamic's replicator: a list of sets, each `{id, type, enabled, ...values}` (the row id is
 * RowId::generate(), 8 random characters; statamic/cms src/Fieldtypes/Replicator.php). Sets are
 * added from the blueprint's sets, collapsed, switched off, reordered and removed.
 */
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import type { Values } from '../shared/schema';
import { AddSetMenu } from './add-set-menu';
import { newSetId } from './bard/convert';
import { ReplicatorSet } from './replicator-set';
import { defaultValues } from './set-values';
import { moveItem, SortableList } from './sortable-list';
import type { FieldProps } from './types';

export type ReplicatorValue = (Values & { id: string; type: string; enabled?: boolean })[];

export default function Replicator({ field, value, onChange, id, describedBy, readOnly, path }: FieldProps<ReplicatorValue | null>) {
  const t = useT();
  const sets = field.sets ?? [];
  const items = Array.isArray(value) ? value : [];
  // Statamic's `collapse` config: false (all open), true (all closed), 'accordion' (one at a time).
  const collapse = field.config.collapse;
  const [open, setOpen] = useState<Set<string>>(() => new Set(collapse === false || collapse === undefined ? items.map((s) => s.id) : []));
  const max = typeof field.config.max_sets === 'number' ? field.config.max_sets : Infinity;
  const setOf = (type: string) => sets.find((s) => s.handle === type);
  const describe = (setId: string) => {
    const index = items.findIndex((s) => s.id === setId);
    return t('sets.numbered', { set: setOf(items[index]?.type ?? '')?.display ?? t('sets.fallbackName'), position: index + 1 });
  };

  const toggle = (setId: string) =>
    setOpen((prev) => {
      const next = new Set(collapse === 'accordion' ? [] : prev);
      if (prev.has(setId)) next.delete(setId);
      else next.add(setId);
      return next;
    });
  const add = (handle: string) => {
    const set = setOf(handle);
    const created = { ...defaultValues(set?.fields ?? []), id: newSetId(), type: handle, enabled: true };
    onChange([...items, created]);
    setOpen((prev) => new Set(collapse === 'accordion' ? [created.id] : [...prev, created.id]));
  };

  const allOpen = items.length > 0 && items.every((s) => open.has(s.id));

  return (
    <div className="cp-replicator" id={id} role="group" aria-describedby={describedBy} aria-label={field.display}>
      {items.length > 1 && collapse !== 'accordion' && (
        <div className="cp-replicator__bar">
          <button type="button" className="cp-link-button" onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((s) => s.id)))}>
            {allOpen ? t('sets.collapseAll') : t('sets.expandAll')}
          </button>
        </div>
      )}
      {items.length === 0 && <p className="cp-replicator__empty">{t('sets.none')}</p>}
      <SortableList ids={items.map((s) => s.id)} describe={describe} onMove={(from, to) => onChange(moveItem(items, from, to))} disabled={readOnly}>
        <ol className="cp-replicator__sets">
          {items.map((item, index) => (
            <ReplicatorSet
              key={item.id}
              value={item}
              set={setOf(item.type)}
              index={index}
              count={items.length}
              path={`${path}.${index}`}
              expanded={open.has(item.id)}
              readOnly={readOnly}
              onToggle={() => toggle(item.id)}
              onChange={(values) => onChange(items.map((s, i) => (i === index ? (values as ReplicatorValue[number]) : s)))}
              onMove={(to) => onChange(moveItem(items, index, to))}
              onRemove={() => onChange(items.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      </SortableList>
      {!readOnly && sets.length > 0 && <AddSetMenu sets={sets} onAdd={add} disabled={items.length >= max} />}
    </div>
  );
}
