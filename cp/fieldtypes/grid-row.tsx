/** One grid row: a table row (its fields in cells) or, in `mode: stacked`, a card. */
import type { FieldSchema, Values } from '../shared/schema';
import { useNestedFields } from './nested-fields';
import { useSortableItem } from './sortable-list';

export interface GridRowProps {
  row: Values & { id: string };
  fields: FieldSchema[];
  index: number;
  count: number;
  path: string;
  stacked: boolean;
  readOnly: boolean;
  canRemove: boolean;
  onChange(row: Values): void;
  onMove(to: number): void;
  onRemove(): void;
}

export function GridRow({ row, fields, index, count, path, stacked, readOnly, canRemove, onChange, onMove, onRemove }: GridRowProps) {
  const nested = useNestedFields();
  const { setNodeRef, style, handleProps } = useSortableItem(row.id);
  const name = `Row ${index + 1}`;
  const keepId = (values: Values) => onChange({ ...values, id: row.id });
  const controls = readOnly ? null : (
    <>
      <button type="button" className="cp-set__handle" aria-label={`Drag to reorder ${name} of ${count}`} {...handleProps}>
        ⠿
      </button>
      <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        Move up
      </button>
      <button type="button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        Move down
      </button>
      <button type="button" aria-label={`Remove ${name}`} disabled={!canRemove} onClick={onRemove}>
        Remove
      </button>
    </>
  );
  if (stacked) {
    return (
      <li ref={setNodeRef} style={style} className="cp-grid__card" aria-label={name}>
        <div className="cp-grid__controls">{controls}</div>
        {nested.renderFields(fields, row, keepId, path, readOnly)}
      </li>
    );
  }
  return (
    <tr ref={setNodeRef} style={style} aria-label={name}>
      {fields.map((field) => (
        <td key={field.handle}>{nested.renderFields([field], row, keepId, path, readOnly)}</td>
      ))}
      {!readOnly && <td className="cp-grid__controls">{controls}</td>}
    </tr>
  );
}
