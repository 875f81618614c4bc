/** One grid row: a table row (its fields in cells) or, in `mode: stacked`, a card. */
import { useT } from '../i18n/i18n';
import type { FieldSchema, Values } from '../shared/schema';
import { IconButton } from './icon-button';
import { Icon } from './icons';
import { useNestedFields } from './nested-fields';
import { useSortableItem } from './sortable-list';

export interface GridRowProps {
  /** The row's key in the sortable list (its id, or the form's key for a row without one). */
  sortId: string;
  row: Values;
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

export function GridRow({ sortId, row, fields, index, count, path, stacked, readOnly, canRemove, onChange, onMove, onRemove }: GridRowProps) {
  const t = useT();
  const nested = useNestedFields();
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(sortId);
  const name = t('grid.row', { position: index + 1 });
  // The row's id (or form key) stays whatever the nested fields report.
  const keepId = (values: Values) => onChange({ ...values, ...(row.id === undefined ? {} : { id: row.id }), ...(row._id === undefined ? {} : { _id: row._id }) });
  const controls = readOnly ? null : (
    <>
      <button type="button" className="cp-set__handle" aria-label={t('grid.drag', { name, count })} {...handleProps}>
        <Icon name="grip" />
      </button>
      <IconButton icon="up" label={t('item.moveUp', { name })} disabled={index === 0} onClick={() => onMove(index - 1)} />
      <IconButton icon="down" label={t('item.moveDown', { name })} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
      <IconButton icon="trash" className="cp-icon-button--danger" label={t('item.remove', { name })} disabled={!canRemove} onClick={onRemove} />
    </>
  );
  const dragging = isDragging ? ' cp-grid__row--dragging' : '';
  if (stacked) {
    return (
      <li ref={setNodeRef} style={style} className={`cp-grid__card${dragging}`} aria-label={name}>
        <div className="cp-grid__card-head">
          <span className="cp-grid__card-title" aria-hidden="true">
            {name}
          </span>
          <span className="cp-grid__controls">{controls}</span>
        </div>
        <div className="cp-grid__card-body">{nested.renderFields(fields, row, keepId, path, readOnly)}</div>
      </li>
    );
  }
  return (
    <tr ref={setNodeRef} style={style} className={`cp-grid__row${dragging}`} aria-label={name}>
      {fields.map((field) => (
        <td key={field.handle}>{nested.renderFields([field], row, keepId, path, readOnly)}</td>
      ))}
      {!readOnly && (
        <td className="cp-grid__controls-cell">
          <span className="cp-grid__controls">{controls}</span>
        </td>
      )}
    </tr>
  );
}
