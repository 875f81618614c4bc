import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { outsideOptions } from './select';
import { asList } from './values';

/** Several options, stored as a list. */
export const checkboxes: FieldtypeDefinition<unknown[]> = {
  handle: 'checkboxes',
  empty: () => [],
  preProcess: (value) => asList(value),
  process: (value) => (asList(value).length > 0 ? asList(value) : undefined),
  validate: (value, field) => (Array.isArray(value) ? outsideOptions(value, field) : [message('validation.optionList')]),
};
