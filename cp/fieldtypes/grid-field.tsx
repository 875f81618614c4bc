/**
 * Statamic's grid: rows of the same fields, `[{id, ...values}]` (statamic/cms
 * src/Fieldtypes/Grid.php; the row id is RowId::generate()). A table, or stacked cards with
 * `mode: stacked`; `min_rows` and `max_rows` bound adding and removing.
 */
import type { Values } from '../shared/schema';
import { newSetId } from './bard/convert';
import { GridRow } from './grid-row';
import { defaultValues } from './set-values';
import { moveItem, SortableList } from './sortable-list';
import type { FieldProps } from './types';

export type GridValue = (Values & { id: string })[];

export default function Grid({ field, value, onChange, id, describedBy, readOnly, path }: FieldProps<GridValue | null>) {
  const fields = field.fields ?? [];
  const rows = Array.isArray(value) ? value : [];
  const stacked = field.config.mode === 'stacked';
  const min = typeof field.config.min_rows === 'number' ? field.config.min_rows : 0;
  const max = typeof field.config.max_rows === 'number' ? field.config.max_rows : Infinity;
  const addLabel = typeof field.config.add_row === 'string' && field.config.add_row ? field.config.add_row : 'Add row';
  const move = (from: number, to: number) => onChange(moveItem(rows, from, to));
  const items = rows.map((row, index) => (
    <GridRow
      key={row.id}
      row={row}
      fields={fields}
      index={index}
      count={rows.length}
      path={`${path}.${index}`}
      stacked={stacked}
      readOnly={readOnly}
      canRemove={rows.length > min}
      onChange={(next) => onChange(rows.map((r, i) => (i === index ? (next as GridValue[number]) : r)))}
      onMove={(to) => move(index, to)}
      onRemove={() => onChange(rows.filter((_, i) => i !== index))}
    />
  ));
  return (
    <div className="cp-grid" id={id} role="group" aria-label={field.display} aria-describedby={describedBy}>
      <SortableList ids={rows.map((r) => r.id)} describe={(rowId) => `Row ${rows.findIndex((r) => r.id === rowId) + 1}`} onMove={move} disabled={readOnly}>
        {stacked ? (
          <ol className="cp-grid__cards">{items}</ol>
        ) : (
          <table className="cp-grid__table">
            <thead>
              <tr>
                {fields.map((f) => (
                  <th key={f.handle} scope="col">
                    {f.display}
                  </th>
                ))}
                {!readOnly && (
                  <th scope="col">
                    <span className="cp-visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>{items}</tbody>
          </table>
        )}
      </SortableList>
      {rows.length === 0 && <p className="cp-grid__empty">No rows yet.</p>}
      {!readOnly && (
        <button type="button" className="cp-button" disabled={rows.length >= max} onClick={() => onChange([...rows, { ...defaultValues(fields), id: newSetId() }])}>
          {addLabel}
        </button>
      )}
      {rows.length < min && <p className="cp-grid__hint">{`At least ${min} rows.`}</p>}
    </div>
  );
}
