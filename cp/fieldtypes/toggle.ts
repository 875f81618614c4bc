import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';

/** On or off: stored as a boolean (Statamic's toggle writes `true`/`false`). */
export const toggle: FieldtypeDefinition<boolean> = {
  handle: 'toggle',
  empty: (field) => field.config.default === true,
  preProcess: (value) => value === true || value === 1 || value === '1' || value === 'true',
  process: (value) => value === true,
  isEmpty: () => false,
  validate: (value) => (typeof value === 'boolean' ? [] : [message('validation.toggle')]),
};
