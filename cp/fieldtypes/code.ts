import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { isNothing, isRecord } from './values';

/** Code: a string, or `{code, mode}` where the field lets the editor choose the language (`mode_selectable`). */
export const code: FieldtypeDefinition<unknown> = {
  handle: 'code',
  empty: (field) => (field.config.mode_selectable === true ? { code: '', mode: field.config.mode ?? 'htmlmixed' } : ''),
  preProcess: (value) => value ?? '',
  process: (value) => (isNothing(value) || (isRecord(value) && isNothing(value.code)) ? undefined : value),
  isEmpty: (value) => isNothing(value) || (isRecord(value) && isNothing(value.code)),
  validate: (value) =>
    isNothing(value) || typeof value === 'string' || (isRecord(value) && typeof value.code === 'string') ? [] : [message('validation.code')],
};
