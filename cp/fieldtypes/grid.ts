import { message } from '../shared/messages';
import { processValues, preProcessValues } from './nested';
import type { FieldtypeDefinition } from './types';
import { isRecord } from './values';

/**
 * The form's own key of a row without an `id` (rows written by hand or by Statamic 3): its
 * position when the file was read. Never written back; derived, not random, so the same file
 * always gives the same form value (an unchanged field is left as written).
 */
export const ROW_KEY = '_id';

/** Rows of the field's sub-fields, stored as a list (a row's `id` and unknown keys kept). */
export const grid: FieldtypeDefinition<unknown[]> = {
  handle: 'grid',
  empty: () => [],
  preProcess: (value, field) =>
    Array.isArray(value) ? value.map((row, index) => ({ ...preProcessValues(field.fields ?? [], row), ...(isRecord(row) && typeof row.id === 'string' ? {} : { [ROW_KEY]: `row-${index}` }) })) : [],
  process: (value, field) =>
    Array.isArray(value) && value.length > 0
      ? value.map((row) => {
          const { [ROW_KEY]: _key, ...rest } = isRecord(row) ? row : {};
          return processValues(field.fields ?? [], rest);
        })
      : undefined,
  validate: (value) => (Array.isArray(value) && value.every(isRecord) ? [] : [message('validation.rows')]),
  children: (value, field) => (Array.isArray(value) ? value : []).flatMap((row, i) => (isRecord(row) ? [{ path: String(i), fields: field.fields ?? [], values: row }] : [])),
};
