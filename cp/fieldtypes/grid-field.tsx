/**
 * Statamic's grid: rows of the same fields, `[{id, ...values}]` (statamic/cms
 * src/Fieldtypes/Grid.php; the row id is RowId::generate()). A table, or stacked cards with
 * `mode: stacked`; `min_rows` and `max_rows` bound adding and removing.
 */
import { useT } from '../i18n/i18n';
import type { Values } from '../shared/schema';
import { newSetId } from './bard/convert';
import { GridRow } from './grid-row';
import { Icon } from './icons';
import { defaultValues } from './set-values';
import { moveItem, SortableList } from './sortable-list';
import type { FieldProps } from './types';

/** A row: its `id` (RowId), or for a row stored without one, the form's own key (grid.ts ROW_KEY). */
export type GridValue = (Values & { id?: string; _id?: string })[];

const rowKey = (row: GridValue[number], index: number): string => row.id ?? row._id ?? `row-${index}`;

export default function Grid({ field, value, onChange, id, describedBy, readOnly, path }: FieldProps<GridValue | null>) {
  const t = useT();
  const fields = field.fields ?? [];
  const rows = Array.isArray(value) ? value : [];
  const stacked = field.config.mode === 'stacked';
  const min = typeof field.config.min_rows === 'number' ? field.config.min_rows : 0;
  const max = typeof field.config.max_rows === 'number' ? field.config.max_rows : Infinity;
  const addLabel = typeof field.config.add_row === 'string' && field.config.add_row ? field.config.add_row : t('grid.addRow');
  const move = (from: number, to: number) => onChange(moveItem(rows, from, to));
  const keys = rows.map(rowKey);
  const items = rows.map((row, index) => (
    <GridRow
      key={keys[index]}
      sortId={keys[index]!}
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
      <SortableList ids={keys} describe={(key) => t('grid.row', { position: keys.indexOf(key) + 1 })} onMove={move} disabled={readOnly}>
        {stacked ? (
          <ol className="cp-grid__cards">{items}</ol>
        ) : (
          <div className="cp-grid__scroll">
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
                      <span className="cp-visually-hidden">{t('grid.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>{items}</tbody>
            </table>
          </div>
        )}
      </SortableList>
      {rows.length === 0 && <p className="cp-grid__empty">{t('grid.none')}</p>}
      {!readOnly && (
        <button type="button" className="cp-button cp-grid__add" disabled={rows.length >= max} onClick={() => onChange([...rows, { ...defaultValues(fields), id: newSetId() }])}>
          <Icon name="plus" size={16} />
          {addLabel}
        </button>
      )}
      {rows.length < min && <p className="cp-grid__hint">{t('grid.minRows', { min })}</p>}
    </div>
  );
}
