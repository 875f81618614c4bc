import { message } from '../shared/messages';
import type { FieldSchema } from '../shared/schema';
import type { FieldtypeDefinition } from './types';
import { asList, isNothing } from './values';

const multiple = (field: FieldSchema) => field.config.multiple === true;

/** One option, or a list of them with `multiple`. */
export const select: FieldtypeDefinition<unknown> = {
  handle: 'select',
  empty: (field) => (multiple(field) ? [] : null),
  preProcess: (value, field) => (multiple(field) ? asList(value) : value ?? null),
  process: (value, field) => {
    if (!multiple(field)) return isNothing(value) ? undefined : value;
    const list = asList(value);
    return list.length > 0 ? list : undefined;
  },
  validate: (value, field) => {
    if (isNothing(value)) return [];
    if (multiple(field) && !Array.isArray(value)) return [message('validation.optionList')];
    if (!multiple(field) && (typeof value === 'object' && value !== null)) return [message('validation.oneOption')];
    // Statamic's Select has no rules of its own: a value outside the options (an option's label
    // written by hand, an option since removed) is saved as it is, so it is here (issue 36).
    return [];
  },
};
