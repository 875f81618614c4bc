import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { outsideOptions } from './select';
import { isNothing } from './values';

export const radio: FieldtypeDefinition<unknown> = {
  handle: 'radio',
  empty: () => null,
  preProcess: (value) => value ?? null,
  process: (value) => (isNothing(value) ? undefined : value),
  validate: (value, field) => (isNothing(value) ? [] : typeof value === 'object' ? [message('validation.oneOption')] : outsideOptions([value], field)),
};
