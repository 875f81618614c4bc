import { message } from '../shared/messages';
import { processValues, preProcessValues } from './nested';
import type { FieldtypeDefinition } from './types';
import { isRecord } from './values';

/** A group of sub-fields stored as one mapping. */
export const group: FieldtypeDefinition<Record<string, unknown>> = {
  handle: 'group',
  empty: () => ({}),
  preProcess: (value, field) => preProcessValues(field.fields ?? [], value),
  process: (value, field) => {
    const out = processValues(field.fields ?? [], value);
    return Object.keys(out).length > 0 ? out : undefined;
  },
  isEmpty: (value) => !isRecord(value) || Object.keys(value).length === 0,
  validate: (value) => (isRecord(value) ? [] : [message('validation.group')]),
  children: (value, field) => [{ path: '', fields: field.fields ?? [], values: isRecord(value) ? value : {} }],
};
