import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { isNothing } from './values';

export const radio: FieldtypeDefinition<unknown> = {
  handle: 'radio',
  empty: () => null,
  preProcess: (value) => value ?? null,
  process: (value) => (isNothing(value) ? undefined : value),
  // One value; any value, as Statamic's Radio takes it (no rules of its own, issue 36).
  validate: (value) => (!isNothing(value) && typeof value === 'object' ? [message('validation.oneOption')] : []),
};
