import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { asList } from './values';

/** Several options, stored as a list. */
export const checkboxes: FieldtypeDefinition<unknown[]> = {
  handle: 'checkboxes',
  empty: () => [],
  preProcess: (value) => asList(value),
  process: (value) => (asList(value).length > 0 ? asList(value) : undefined),
  // A list; of any values, as Statamic's Checkboxes takes it (no rules of its own, issue 36).
  validate: (value) => (Array.isArray(value) ? [] : [message('validation.optionList')]),
};
