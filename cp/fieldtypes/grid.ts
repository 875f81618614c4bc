import { processValues, preProcessValues } from './nested';
import type { FieldtypeDefinition } from './types';
import { isRecord } from './values';

/** Rows of the field's sub-fields, stored as a list (a row's `id` and unknown keys kept). */
export const grid: FieldtypeDefinition<unknown[]> = {
  handle: 'grid',
  empty: () => [],
  preProcess: (value, field) => (Array.isArray(value) ? value.map((row) => preProcessValues(field.fields ?? [], row)) : []),
  process: (value, field) => (Array.isArray(value) && value.length > 0 ? value.map((row) => processValues(field.fields ?? [], row)) : undefined),
  validate: (value) => (Array.isArray(value) && value.every(isRecord) ? [] : ['must be a list of rows.']),
  children: (value, field) => (Array.isArray(value) ? value : []).flatMap((row, i) => (isRecord(row) ? [{ path: String(i), fields: field.fields ?? [], values: row }] : [])),
};
